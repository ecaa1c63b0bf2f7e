/**
 * Where the browser finds a kit image: root-relative media paths are served by the BFF's origin,
 * which on a partner page (apiBase set) is not the page's own.
 */
export function kitImageSrc(image: string, apiBase: string): string {
  return apiBase && image.startsWith('/') && !image.startsWith('//') ? `${apiBase}${image}` : image;
}
