import { onDemand } from '@showroom/mfe-runtime';

export type FullscreenGalleryCode = typeof import('./FullscreenGallery');

/**
 * The fullscreen dialog's code, fetched when the visitor reaches for its button (pointer over it or focus on it) or
 * presses it; kept once it came, fetched again after a failure. Issue 14: no first paint needs it.
 */
export const loadFullscreenGallery: () => Promise<FullscreenGalleryCode> = onDemand(() => import(/* webpackChunkName: "gallery-fullscreen" */ './FullscreenGallery'));
