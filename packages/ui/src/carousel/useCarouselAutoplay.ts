import { useState, type FocusEvent } from 'react';
import { isAutoplayOn, isAutoplayRunning } from './autoplay';
import { useAutoplay } from './useAutoplay';
import type { CarouselState } from './useCarousel';

export interface CarouselAutoplay {
  /** Whether the slides play on their own (the pause button is pressed when they do not). */
  playing: boolean;
  /** Whether the timer runs right now (hover and focus hold it); live regions stay quiet while it does. */
  running: boolean;
  /** The pause/play button's action. */
  togglePlay(): void;
  /** For the carousel's region: hover and focus inside pause it. */
  regionProps: {
    onMouseEnter(): void;
    onMouseLeave(): void;
    onFocus(): void;
    onBlur(event: FocusEvent<HTMLElement>): void;
  };
}

/**
 * Autoplay for a carousel: the next slide every `delayMs`, never under reduced motion unless the
 * visitor presses play, paused while hovered or while focus is inside (WCAG 2.2.2).
 */
export function useCarouselAutoplay(carousel: CarouselState, { count, delayMs }: { count: number; delayMs: number }): CarouselAutoplay {
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const inputs = { slideCount: count, reducedMotion: carousel.reducedMotion, choice, hovered, focused };
  const playing = isAutoplayOn(inputs);
  const running = isAutoplayRunning(inputs);
  useAutoplay({ running, delayMs, slide: carousel.selected, onAdvance: carousel.next });
  return {
    playing,
    running,
    togglePlay: () => setChoice(playing ? 'pause' : 'play'),
    regionProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
