export * from './endpoint';
export * from './envelope';
export * from './paging';
export * from './text';
export * from './rights';
export * from './menu-functions';
