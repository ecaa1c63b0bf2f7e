/** The map box's fixed height in CSS pixels: the server's preview and the drawn map take the same room, so nothing shifts. */
export const SITE_MAP_HEIGHT_PX = 300;
