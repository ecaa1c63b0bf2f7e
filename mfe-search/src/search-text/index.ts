export * from './parseSearchText';
export * from './searchUrl';
