export * from './contract';
export * from './event-bus';
export * from './store';
export * from './singleton';
export * from './hooks';
export * from './route-table';
