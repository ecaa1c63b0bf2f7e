import styled from '@emotion/styled';
import { useRef } from 'react';
import { usePrefersReducedMotion } from '@showroom/ui';
import { PHONE_MEDIA } from '../media/breakpointQueries';
import { useVideoPlayback } from './useVideoPlayback';
import { VideoToggles } from './VideoToggles';

const Frame = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

// Above the browser's control bar when there is one, bottom right otherwise.
const ToggleSpot = styled.div`
  position: absolute;
  right: 12px;
  bottom: 12px;
  z-index: 2;
  &[data-at='top'] {
    top: 12px;
    bottom: auto;
  }
`;

export interface MediaVideoProps {
  desktopSrc?: string | null | undefined;
  phoneSrc?: string | null | undefined;
  poster?: string | undefined;
  /** The browser's own control bar (the CMS's HasControlBar). */
  controls?: boolean;
  /** Start muted playback after mount, unless the user prefers reduced motion. */
  autoplay?: boolean;
  className?: string;
}

/** A muted, looping video with a phone variant under 640 px and play/pause and mute toggles. */
export function MediaVideo({ desktopSrc, phoneSrc, poster, controls = false, autoplay = true, className }: MediaVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const playback = useVideoPlayback(ref, autoplay && !reducedMotion);
  const main = desktopSrc || phoneSrc;
  if (!main) return null;
  return (
    <Frame className={className}>
      <video ref={ref} muted loop playsInline preload="metadata" poster={poster} controls={controls}>
        {phoneSrc && desktopSrc ? <source src={phoneSrc} media={PHONE_MEDIA} /> : null}
        <source src={main} />
      </video>
      <ToggleSpot data-at={controls ? 'top' : 'bottom'}>
        <VideoToggles playback={playback} />
      </ToggleSpot>
    </Frame>
  );
}
