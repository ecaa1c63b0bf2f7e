// Safe in every build (server bundles included): types and declarations only.
export * from './types';
export * from './defineRemoteModule';
export * from './defineRemote';
export * from './buildId';
export * from './browser/withRetry';
export * from './browser/onDemand';
export * from './react/useSessionReducer';
export { contextAfterRedirect } from './browser/moduleRedirect';
