import type { VehicleMedia } from '@showroom/contracts/vehicle-media';

/** What the gallery can show (spec 2 "Car detail page"); each only when available. */
export type MediaMode = 'images' | 'video' | 'internal360' | 'external360';

/**
 * The modes to offer, in switcher order. Images always (with the missing-image fallback when the car
 * has none); the others only when the media service both flags them and gives something to show.
 * No answer (no regNo, still loading, or the service failed) means the plain image gallery.
 */
export function availableModes(media: VehicleMedia | null | undefined): MediaMode[] {
  const modes: MediaMode[] = ['images'];
  if (!media) return modes;
  if (media.hasVideo && media.videoUrl) modes.push('video');
  if (media.hasInternal360 && media.internal360.length > 0) modes.push('internal360');
  if (media.has360 && media.images360.length > 0) modes.push('external360');
  return modes;
}

/** The frames of a 360 mode: interior frames for internal360, the exterior turn (images360) for external360. */
export function framesOf(media: VehicleMedia, mode: 'internal360' | 'external360'): string[] {
  return mode === 'internal360' ? media.internal360 : media.images360;
}
