export * from './parseSearchText';
export * from './searchUrl';
export * from './nestModels';
