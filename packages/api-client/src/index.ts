export * from './httpApi';
export * from './postForm';
export * from './pageView';
export * from './submissionId';
