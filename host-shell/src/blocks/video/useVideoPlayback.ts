import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface VideoPlayback {
  paused: boolean;
  muted: boolean;
  togglePlay: () => void;
  toggleMute: () => void;
}

/**
 * Play/pause and mute state of a video element, kept in step with the element's own events.
 * It starts muted; with `autoplay` it starts playing after mount (callers pass false under
 * reduced motion) and pauses when `autoplay` turns false. A browser that blocks autoplay
 * simply leaves it paused.
 */
export function useVideoPlayback(ref: RefObject<HTMLVideoElement | null>, autoplay: boolean): VideoPlayback {
  const [paused, setPaused] = useState(true);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const sync = () => setPaused(video.paused);
    video.addEventListener('play', sync);
    video.addEventListener('pause', sync);
    return () => {
      video.removeEventListener('play', sync);
      video.removeEventListener('pause', sync);
    };
  }, [ref]);

  useEffect(() => {
    const video = ref.current;
    if (!video || !autoplay) return;
    video.muted = true;
    void Promise.resolve(video.play()).catch(() => setPaused(true));
    // When autoplay ends (a slide scrolled away, reduced motion turned on) the video stops too.
    return () => video.pause();
  }, [ref, autoplay]);

  const togglePlay = useCallback(() => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) void Promise.resolve(video.play()).catch(() => setPaused(true));
    else video.pause();
  }, [ref]);

  const toggleMute = useCallback(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = !video.muted;
    setMuted(video.muted);
  }, [ref]);

  return { paused, muted, togglePlay, toggleMute };
}
