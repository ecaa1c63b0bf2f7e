import { act, render } from '@testing-library/react';
import type { VehicleMedia } from '@showroom/contracts/vehicle-media';
import { ThemeRoot } from '@showroom/ui';
import { Gallery, type GalleryProps } from './Gallery';

export const TITLE = 'Volvo XC60 B4 AWD Plus';

/** Three images of car 10234, the way the sandbox's car records hold them. */
export const IMAGES = [1, 2, 3].map((n) => ({ url: `/-/media/cars/10234/${n}.svg`, blur: `data:image/svg+xml;base64,B${n}` }));

export const NO_MEDIA: VehicleMedia = { videoUrl: null, images360: [], internal360: [], hasVideo: false, has360: false, hasInternal360: false };

const frames = (view: string, count: number) => Array.from({ length: count }, (_, i) => `/-/media/cars/10234/${view}/${i + 1}.webp`);

/** Everything the sandbox can have: a clip, 24 interior frames, 36 exterior frames. */
export const ALL_MEDIA: VehicleMedia = {
  videoUrl: '/-/media/cars/10234/video/1.webm',
  images360: frames('360', 36),
  internal360: frames('interior', 24),
  hasVideo: true,
  has360: true,
  hasInternal360: true,
};

export const exteriorFrames = frames('360', 36);

/** Renders the gallery and lets the media answer (or failure) arrive. */
export async function renderGallery(props: Partial<GalleryProps> = {}) {
  const all: GalleryProps = { images: IMAGES, title: TITLE, regNo: 'ABC 123', apiBase: '', language: 'sv', fetchMedia: async () => NO_MEDIA, ...props };
  const result = render(
    <ThemeRoot theme="dealergroup">
      <Gallery {...all} />
    </ThemeRoot>,
  );
  await act(async () => undefined);
  return result;
}
