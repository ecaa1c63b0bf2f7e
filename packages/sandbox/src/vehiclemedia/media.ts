import { ffmpegPath } from '../media/videoClip';
import type { Car } from '@showroom/contracts';
import type { VehicleMedia } from '@showroom/contracts/vehicle-media';
import { EXTERIOR_FRAMES, INTERIOR_FRAMES } from '../media/svg360';
import { hashString } from '../random';

/** Host-relative paths of a car's generated media (the host proxies /-/media/* to the sandbox's /media/*). */
export const frame360Path = (carId: string, frame: number) => `/-/media/cars/${carId}/360/${frame}.webp`;
export const interiorPath = (carId: string, frame: number) => `/-/media/cars/${carId}/interior/${frame}.webp`;
// A real WebM where the ffmpeg that an optional npm package ships is installed; the animated WebP otherwise.
const CLIP_FILE = ffmpegPath() ? '1.webm' : '1.webp';
export const clipPath = (carId: string) => `/-/media/cars/${carId}/video/${CLIP_FILE}`;

/** Which media a car has: every autos_on_show car a 360 turn; half of them an interior, a third a clip. */
export function mediaFlagsOf(car: Pick<Car, 'car_id' | 'autos_on_show'>): { has360: boolean; hasInternal360: boolean; hasVideo: boolean } {
  const shown = car.autos_on_show === true;
  const hash = hashString(`media:${car.car_id}`);
  return { has360: shown, hasInternal360: shown && hash % 2 === 0, hasVideo: shown && hash % 3 === 0 };
}

/** The media service's answer for a car. */
export function vehicleMediaOf(car: Pick<Car, 'car_id' | 'autos_on_show'>): VehicleMedia {
  const flags = mediaFlagsOf(car);
  const frames = (count: number, path: (id: string, frame: number) => string) => Array.from({ length: count }, (_, i) => path(car.car_id, i + 1));
  return {
    videoUrl: flags.hasVideo ? clipPath(car.car_id) : null,
    images360: flags.has360 ? frames(EXTERIOR_FRAMES, frame360Path) : [],
    internal360: flags.hasInternal360 ? frames(INTERIOR_FRAMES, interiorPath) : [],
    ...flags,
  };
}

/** No media: the answer for a car without autos_on_show, and for the empty fault. */
export const NO_MEDIA: VehicleMedia = { videoUrl: null, images360: [], internal360: [], hasVideo: false, has360: false, hasInternal360: false };
