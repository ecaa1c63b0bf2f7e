export * from './bff/callBff';
export * from './bff/callCheckedBff';
export * from './bff/bffError';
export * from './httpApi';
export * from './postForm';
export * from './pageView';
export * from './submissionId';
