export * from './define';
export * from './records.endpoints';
export * from './catalogue';
export * from './estate.record';
export * from './property.records';
export * from './people.records';
export * from './org.records';
export * from './master.records';
