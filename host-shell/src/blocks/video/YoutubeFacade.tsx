import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { usePage } from '../../shell/page/PageContext';
import { youtubeEmbedUrl } from './youtubeEmbed';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  width: 100%;
  background: #111111;
  color: #ffffff;
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

// A local poster: nothing is fetched from YouTube (not even a thumbnail) before the click.
const Poster = styled.button`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  width: 100%;
  padding: 16px;
  border: 0;
  background: radial-gradient(circle at center, #3a3a3a 0%, #111111 75%);
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -6px;
  }
  svg {
    width: 68px;
    height: 48px;
  }
  small {
    max-width: 36ch;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** A click-to-load YouTube player: a local poster and play button; the youtube-nocookie iframe only after the click. */
export function YoutubeFacade({ videoId, title }: { videoId: string; title: string | null | undefined }) {
  const { t } = usePage();
  const [loaded, setLoaded] = useState(false);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const url = youtubeEmbedUrl(videoId);
  const name = title?.trim() || t('blocks.video.youtubeTitle');

  useEffect(() => {
    // The poster button that had focus is gone; focus the player that replaced it.
    if (loaded) iframeRef.current?.focus();
  }, [loaded]);

  if (!url) return null;
  return (
    <Frame>
      {loaded ? (
        <iframe ref={iframeRef} src={url} title={name} allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowFullScreen />
      ) : (
        <Poster type="button" onClick={() => setLoaded(true)}>
          <svg viewBox="0 0 68 48" aria-hidden="true" focusable="false">
            <path d="M66.5 7.7A8.5 8.5 0 0060.5 1.7C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 00-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 006 6c5.3 1.4 26.5 1.4 26.5 1.4s21.2 0 26.5-1.4a8.5 8.5 0 006-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z" fill="#cc0000" />
            <path d="M27 34l18-10-18-10z" fill="#ffffff" />
          </svg>
          <span>{t('blocks.video.youtubePlay', { title: name })}</span>
          <small>{t('blocks.video.youtubeNotice')}</small>
        </Poster>
      )}
    </Frame>
  );
}
