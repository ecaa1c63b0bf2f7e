// Defined by each remote's webpack build (SHOWROOM_BUILD_ID); jest defines it as ''.
declare const __BUILD_ID__: string | undefined;

/** The build label of the remote this code was built into; empty where nothing defines it. */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : '';
