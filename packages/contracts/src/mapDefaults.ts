// In a file of its own, without schemas: the browser's maps read them on load (zod/mini's calls are not pure).

/** Spec 2 constants: "Map zoom 12, default centre Stockholm". */
export const MAP_DEFAULT_ZOOM = 12;
export const MAP_DEFAULT_CENTRE = { lat: 59.3293, lng: 18.0686 } as const;
