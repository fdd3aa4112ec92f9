export * from './endpoint';
export * from './envelope';
export * from './paging';
export * from './text';
