export * from './redirects/index';
