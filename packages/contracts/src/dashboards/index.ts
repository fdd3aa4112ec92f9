export * from './dashboards.endpoints';
