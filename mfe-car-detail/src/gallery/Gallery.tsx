import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { createTranslator } from '@showroom/i18n';
import type { Language } from '@showroom/sites';
import { Button } from '@showroom/ui';
import { loadFullscreenGallery, type FullscreenGalleryCode } from './fullscreenGalleryCode';
import { resolveImages, type GalleryImage } from './galleryImages';
import { GalleryView } from './GalleryView';
import { availableModes, type MediaMode } from './mediaModes';
import { createVehicleMediaFetcher, useVehicleMedia, type VehicleMediaFetcher } from './useVehicleMedia';

const Root = styled.section({ minWidth: 0 });

const Failure = styled.p(({ theme }) => ({ flexBasis: '100%', margin: 0, color: theme.colors.danger }));

/** The fullscreen dialog: closed, its code on the way after a press, open, or its code failed to come. */
type Fullscreen = 'closed' | 'opening' | 'open' | 'failed';

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
  /** Loads the fullscreen dialog's code; default: its chunk (loadFullscreenGallery). For tests. */
  loadFullscreen?: () => Promise<FullscreenGalleryCode>;
}

/**
 * The car detail gallery (spec 2 "Car detail page"): images, video, interior and exterior 360 —
 * each offered only when available — inline or in a fullscreen dialog. Until the media service
 * answers, or when it fails, it is the plain image gallery.
 */
export function Gallery({ images, title, regNo, apiBase, language, fetchMedia, loadFullscreen = loadFullscreenGallery }: GalleryProps) {
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
  const [fullscreen, setFullscreen] = useState<Fullscreen>('closed');
  const [dialogCode, setDialogCode] = useState<FullscreenGalleryCode | null>(null);

  // The dialog's code is fetched as the visitor reaches for the button, so a press usually finds it there.
  const prefetch = () => void loadFullscreen().catch(() => undefined);
  const open = () => {
    setFullscreen('opening');
    loadFullscreen().then(
      (code) => {
        setDialogCode(code);
        setFullscreen((now) => (now === 'opening' ? 'open' : now));
      },
      () => setFullscreen((now) => (now === 'opening' ? 'failed' : now)),
    );
  };

  const view = { modes, mode, onMode: setMode, images: resolved, index: shownIndex, onIndex: setIndex, media, title, apiBase, t };
  const FullscreenGallery = fullscreen === 'open' ? dialogCode?.FullscreenGallery : undefined;
  return (
    <Root aria-label={t('carGallery.label', { title })} data-media={mediaState.status}>
      <div inert={FullscreenGallery !== undefined}>
        <GalleryView
          {...view}
          active={FullscreenGallery === undefined}
          fullscreen={false}
          action={
            <>
              <Button variant="secondary" aria-haspopup="dialog" onClick={open} onPointerEnter={prefetch} onFocus={prefetch}>
                <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
                </svg>
                {t('carGallery.fullscreenOpen')}
              </Button>
              {fullscreen === 'failed' ? <Failure role="alert">{t('carGallery.fullscreenFailed')}</Failure> : null}
            </>
          }
        />
      </div>
      {FullscreenGallery ? <FullscreenGallery view={view} onClose={() => setFullscreen('closed')} /> : null}
    </Root>
  );
}
