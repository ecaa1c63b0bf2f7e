import styled from '@emotion/styled';
import { VIDEO_IFRAME_SANDBOX, videoKind } from './videoKind';

const Frame = styled.div(({ theme }) => ({
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  'video, iframe, img': { display: 'block', width: '100%', height: '100%', border: 0, objectFit: 'contain' },
}));

export interface VideoPlayerProps {
  /** As the browser requests it (apiBase applied). */
  url: string;
  /** "Video av Volvo XC60". */
  label: string;
  /** Shown by browsers that cannot play the file. */
  unsupportedText: string;
}

/** The car's clip with the browser's own controls; a known player's page in a sandboxed iframe; an animated image as it is; else a note. */
export function VideoPlayer({ url, label, unsupportedText }: VideoPlayerProps) {
  const kind = videoKind(url);
  return (
    <Frame>
      {kind === 'file' ? (
        // No autoplay: the visitor starts it. The clip has no sound, so no captions are needed.
        <video src={url} controls playsInline preload="metadata" aria-label={label}>
          {unsupportedText}
        </video>
      ) : kind === 'embed' ? (
        <iframe src={url} title={label} allow="fullscreen; picture-in-picture" loading="lazy" sandbox={VIDEO_IFRAME_SANDBOX} referrerPolicy="strict-origin-when-cross-origin" />
      ) : kind === 'refused' ? (
        <p>{unsupportedText}</p>
      ) : (
        <img src={url} alt={label} decoding="async" />
      )}
    </Frame>
  );
}
