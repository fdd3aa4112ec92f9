export * from './device.records';
