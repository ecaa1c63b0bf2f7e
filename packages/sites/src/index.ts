export * from './siteCodes';
export * from './types';
export * from './matrix';
export * from './resolve';
export * from './redirects';
export * from './carPaths';
export * from './distance';
