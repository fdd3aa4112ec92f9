export * from './workorders.schemas';
export * from './workorders.endpoints';
export * from './sla-report.endpoints';
