export * from './workorders.schemas';
export * from './workorders.endpoints';
