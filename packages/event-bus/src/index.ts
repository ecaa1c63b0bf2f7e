export * from './bus';
export * from './singleton';
export * from './compare';
export * from './react';
