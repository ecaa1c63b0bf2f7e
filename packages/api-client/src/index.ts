export * from './httpApi';
export * from './postForm';
