export * from './workflow.schemas';
export { workflowEndpoints } from './workflow.endpoints';
export * from './workflow-office';
export * from './workflow-export';
