/** The head meta that lists the origins remote code may come from: written by the server, read by the browser. */
export const REMOTE_ORIGINS_META = 'showroom-remote-origins';
