import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { createTranslator } from '@showroom/i18n';
import type { Language } from '@showroom/sites';
import { Button, Modal } from '@showroom/ui';
import { resolveImages, type GalleryImage } from './galleryImages';
import { GalleryView } from './GalleryView';
import { availableModes, type MediaMode } from './mediaModes';
import { createVehicleMediaFetcher, useVehicleMedia, type VehicleMediaFetcher } from './useVehicleMedia';

const Root = styled.section({ minWidth: 0 });

// As wide as a 16:9 stage can be with the header and the controls (about 220px) still in view.
const FullscreenDialog = styled(Modal)({
  width: '100%',
  maxWidth: 'min(100%, calc((100vh - 220px) * 16 / 9))',
  minWidth: 'min(100%, 320px)',
  margin: '0 auto',
});

export interface GalleryProps {
  /** The car's images in order (galleryImagesOf(car)); none shows the missing-image fallback. */
  images: readonly GalleryImage[];
  /** The car's title, e.g. "Volvo XC60 B4 AWD Plus": names the gallery, the images and the 360 views. */
  title: string;
  /** The car's registration (car_regno); without a usable one only the images are offered. */
  regNo?: string | null;
  /** The BFF origin ('' for same origin); also put before host-relative media paths. */
  apiBase: string;
  language: Language;
  /** Loads the vehicle media; default: the BFF's vehicleMediaRoutes.media at apiBase. For tests. */
  fetchMedia?: VehicleMediaFetcher;
}

/**
 * The car detail gallery (spec 2 "Car detail page"): images, video, interior and exterior 360 —
 * each offered only when available — inline or in a fullscreen dialog. Until the media service
 * answers, or when it fails, it is the plain image gallery.
 */
export function Gallery({ images, title, regNo, apiBase, language, fetchMedia }: GalleryProps) {
  const t = createTranslator(language);
  const fetcher = useMemo(() => fetchMedia ?? createVehicleMediaFetcher(apiBase), [fetchMedia, apiBase]);
  const mediaState = useVehicleMedia(regNo, fetcher);
  const media = mediaState.status === 'loaded' ? mediaState.media : null;
  const modes = availableModes(media);
  const resolved = useMemo(() => resolveImages(images, apiBase), [images, apiBase]);

  const [chosenMode, setMode] = useState<MediaMode>('images');
  const mode = modes.includes(chosenMode) ? chosenMode : 'images';
  const [index, setIndex] = useState(0);
  const shownIndex = Math.min(index, Math.max(resolved.length - 1, 0));
  const [fullscreen, setFullscreen] = useState(false);

  const view = { modes, mode, onMode: setMode, images: resolved, index: shownIndex, onIndex: setIndex, media, title, apiBase, t };
  return (
    <Root aria-label={t('carGallery.label', { title })} data-media={mediaState.status}>
      <div inert={fullscreen}>
        <GalleryView
          {...view}
          active={!fullscreen}
          fullscreen={false}
          action={
            <Button variant="secondary" aria-haspopup="dialog" onClick={() => setFullscreen(true)}>
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
              </svg>
              {t('carGallery.fullscreenOpen')}
            </Button>
          }
        />
      </div>
      {fullscreen ? (
        <FullscreenDialog title={t('carGallery.fullscreenTitle', { title })} closeLabel={t('carGallery.fullscreenClose')} onClose={() => setFullscreen(false)}>
          <GalleryView {...view} active fullscreen />
        </FullscreenDialog>
      ) : null}
    </Root>
  );
}
