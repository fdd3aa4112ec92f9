export * from './jobs.endpoints';
export * from './exports.endpoints';
