export * from './connect';
export * from './migrate';
export * as schema from './schema/index';
