import styled from '@emotion/styled';
import { Suspense, type ReactNode } from 'react';
import type { VehicleMedia } from '@showroom/contracts/vehicle-media';
import { mediaUrl } from '@showroom/cars';
import type { Translator } from '@showroom/i18n';
import { lazyPart, partFailureTexts, Skeleton } from '@showroom/ui';
import { ImageGallery, type ResolvedImage } from './ImageGallery';
import { framesOf, type MediaMode } from './mediaModes';
import { ModeSwitcher } from './ModeSwitcher';

// Shown only once the visitor picks video or 360, never on the server (the media list is fetched in the browser), so
// their code waits for that choice (issue 14).
const VideoPlayer = lazyPart(() => import(/* webpackChunkName: "gallery-video" */ './VideoPlayer').then((module) => module.VideoPlayer), 'gallery video');
const Viewer360 = lazyPart(() => import(/* webpackChunkName: "gallery-360" */ './Viewer360').then((module) => module.Viewer360), 'gallery 360');

// The picture's place, kept while a mode's code loads, so nothing below moves.
const Loading = styled(Skeleton)({ aspectRatio: '16 / 9', height: 'auto' });

const Toolbar = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.sm,
  marginBottom: theme.space.sm,
}));

export interface GalleryViewProps {
  modes: readonly MediaMode[];
  mode: MediaMode;
  onMode: (mode: MediaMode) => void;
  images: readonly ResolvedImage[];
  index: number;
  onIndex: (index: number) => void;
  media: VehicleMedia | null;
  title: string;
  apiBase: string;
  t: Translator;
  /** The inline view's fullscreen button, or nothing in the dialog. */
  action?: ReactNode;
  /** False while covered by the fullscreen dialog. */
  active: boolean;
  fullscreen: boolean;
}

/** The mode switcher and the shown mode; the same in the page and in the fullscreen dialog. */
export function GalleryView({ modes, mode, onMode, images, index, onIndex, media, title, apiBase, t, action, active, fullscreen }: GalleryViewProps) {
  // Inline the gallery is the wide column of the detail layout (3/5 from 1024 px); fullscreen it is the viewport.
  const sizes = fullscreen ? '100vw' : '(min-width: 1024px) 60vw, 100vw';
  const fit = fullscreen ? 'contain' : 'cover';
  const shown = () => {
    if (mode === 'video' && media?.videoUrl) {
      return <VideoPlayer url={mediaUrl(media.videoUrl, apiBase) ?? media.videoUrl} label={t('carGallery.videoLabel', { title })} unsupportedText={t('carGallery.videoUnsupported')} partFailure={partFailureTexts(t)} />;
    }
    if ((mode === 'internal360' || mode === 'external360') && media) {
      const frames = framesOf(media, mode).map((frame) => mediaUrl(frame, apiBase) ?? frame);
      const label = t(mode === 'internal360' ? 'carGallery.viewerInterior' : 'carGallery.viewerExterior', { title });
      return <Viewer360 key={mode} frames={frames} label={label} t={t} active={active} sizes={sizes} partFailure={partFailureTexts(t)} />;
    }
    return <ImageGallery images={images} index={index} onIndex={onIndex} title={title} t={t} sizes={sizes} fit={fit} />;
  };
  return (
    <div data-mode={mode}>
      {modes.length > 1 || action ? (
        <Toolbar>
          <ModeSwitcher modes={modes} mode={mode} onMode={onMode} t={t} />
          {action}
        </Toolbar>
      ) : null}
      <Suspense fallback={<Loading />}>{shown()}</Suspense>
    </div>
  );
}
