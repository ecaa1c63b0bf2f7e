import styled from '@emotion/styled';
import type { ComponentPropsWithoutRef } from 'react';
import type { CarouselState } from './useCarousel';

const Viewport = styled.div({ overflow: 'hidden', position: 'relative' });

// Vertical pans and pinch zoom stay the browser's; horizontal drags are the carousel's.
const Track = styled.div({ display: 'flex', touchAction: 'pan-y pinch-zoom' });

export interface CarouselViewportProps extends ComponentPropsWithoutRef<'div'> {
  carousel: CarouselState;
}

/**
 * The window the slides (CarouselSlide) move through, and the track that holds them in a row. The
 * other props go to the track: its id for the controls' aria-controls, and its styles
 * (`styled(CarouselViewport)`) for how wide and tall the slides are.
 */
export function CarouselViewport({ carousel, ...track }: CarouselViewportProps) {
  return (
    <Viewport ref={carousel.viewportRef}>
      <Track {...track} />
    </Viewport>
  );
}
