/** The build label webpack defines; absent under jest, where nothing defines it. */
export const BUILD_ID = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : '';
