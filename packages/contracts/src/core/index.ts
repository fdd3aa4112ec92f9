export * from './endpoint';
export * from './envelope';
export * from './paging';
export * from './text';
export * from './calendar';
export * from './integers';
export * from './rights';
export * from './menu-functions';
