import useEmblaCarousel, { type EmblaViewportRefType } from 'embla-carousel-react';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { usePrefersReducedMotion } from '../hooks/useMediaQuery';
import { wrapIndex } from './slideIndex';

export interface CarouselOptions {
  /** How many slides the track holds. */
  count: number;
  /** Whether it goes round from the last slide to the first and back; it never does with one slide. */
  loop?: boolean;
  /** Where a chosen slide rests: 'center' for one slide a view, 'start' for a row of cards. */
  align?: 'start' | 'center';
}

export interface CarouselState {
  /** For the viewport element (CarouselViewport takes the whole state). */
  viewportRef: EmblaViewportRefType;
  /** The slide in view (the first in view, for a row of cards). */
  selected: number;
  /** Whether the visitor asks for reduced motion: moves jump instead of sliding. */
  reducedMotion: boolean;
  goTo(index: number): void;
  previous(): void;
  next(): void;
  /** Brings a slide into view at once: for one a keyboard user tabbed into. */
  show(index: number): void;
  /** For the carousel's region: the left and right arrow keys move it, except in text fields. */
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

/**
 * A carousel's state over embla (which does the scrolling, swiping and snapping): the slide in
 * view, moves by index that wrap when it loops, and arrow keys.
 */
export function useCarousel({ count, loop = false, align = 'center' }: CarouselOptions): CarouselState {
  const reducedMotion = usePrefersReducedMotion();
  const loops = loop && count > 1;
  const [viewportRef, embla] = useEmblaCarousel({ loop: loops, align, duration: 25 });
  const [selected, setSelected] = useState(0);

  const scrollTo = useCallback(
    (target: number, jump: boolean) => {
      const next = loops ? wrapIndex(target, count) : Math.min(Math.max(target, 0), Math.max(count - 1, 0));
      setSelected(next);
      embla?.scrollTo(next, jump);
    },
    [embla, count, loops],
  );

  useEffect(() => {
    if (!embla) return;
    // Drag and swipe move embla; keep the index in step.
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const goTo = (index: number) => scrollTo(index, reducedMotion);
  return {
    viewportRef,
    selected,
    reducedMotion,
    goTo,
    previous: () => goTo(selected - 1),
    next: () => goTo(selected + 1),
    show: (index) => scrollTo(index, true),
    onKeyDown: (event) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      // Arrow keys in a text field move its caret, not the slides.
      if (event.target instanceof Element && event.target.closest('input, textarea, select, [contenteditable="true"]')) return;
      event.preventDefault();
      goTo(selected + (event.key === 'ArrowRight' ? 1 : -1));
    },
  };
}
