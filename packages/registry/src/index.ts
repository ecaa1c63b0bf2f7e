export * from './config';
export * from './registryDocument';
export * from './registryStore';
export * from './publish';
export * from './cdnServer';
