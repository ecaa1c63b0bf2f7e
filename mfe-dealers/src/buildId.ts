/** The build label webpack defines (SHOWROOM_BUILD_ID); empty where nothing defines it (tests). */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : '';
