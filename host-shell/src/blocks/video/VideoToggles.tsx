import styled from '@emotion/styled';
import { usePage } from '../../shell/page/PageContext';
import type { VideoPlayback } from './useVideoPlayback';

const Bar = styled.div`
  display: flex;
  gap: 8px;
`;

const Toggle = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 2px solid #ffffff;
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.65);
  color: #ffffff;
  cursor: pointer;
  &:hover {
    background: rgba(0, 0, 0, 0.85);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  svg {
    width: 20px;
    height: 20px;
    fill: currentColor;
  }
`;

const PlayIcon = () => (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M5 3l12 7-12 7z" />
  </svg>
);
const PauseIcon = () => (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M4 3h4v14H4zM12 3h4v14h-4z" />
  </svg>
);
const SoundOnIcon = () => (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M2 7h4l5-4v14l-5-4H2zM13 6.5a4.5 4.5 0 010 7M15 4a8 8 0 010 12" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);
const SoundOffIcon = () => (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M2 7h4l5-4v14l-5-4H2z" />
    <path d="M13 7l6 6M19 7l-6 6" stroke="currentColor" strokeWidth="1.6" />
  </svg>
);

/** Play/pause and mute toggles of a video (spec 1 §4); the labels stay fixed and aria-pressed tells the state. */
export function VideoToggles({ playback, className }: { playback: VideoPlayback; className?: string }) {
  const { t } = usePage();
  return (
    <Bar className={className}>
      <Toggle type="button" aria-label={t('blocks.video.pause')} aria-pressed={playback.paused} onClick={playback.togglePlay}>
        {playback.paused ? <PlayIcon /> : <PauseIcon />}
      </Toggle>
      <Toggle type="button" aria-label={t('blocks.video.mute')} aria-pressed={playback.muted} onClick={playback.toggleMute}>
        {playback.muted ? <SoundOffIcon /> : <SoundOnIcon />}
      </Toggle>
    </Bar>
  );
}
