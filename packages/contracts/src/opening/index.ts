export * from './opening.schemas';
export * from './opening.endpoints';
