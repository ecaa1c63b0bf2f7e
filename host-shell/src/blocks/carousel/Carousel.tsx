import styled from '@emotion/styled';
import { useId } from 'react';
import { autoplayDelayMs, CarouselControls, CarouselSlide, CarouselViewport, useCarousel, useCarouselAutoplay, VisuallyHidden } from '@showroom/ui';
import { usePage } from '../../shell/page/PageContext';
import type { BlockRendererProps } from '../blockRenderer';
import { useCheckedFields } from '../checked/checkedFields';
import { useBlockScope } from '../BlockScope';
import { EditorNote } from '../EditorNote';
import { Slide } from './Slide';

const Region = styled.section`
  margin: 0 0 32px;
`;

// Spec 1 §9 hero heights for Default; Medium is taller, FullHeight fills the viewport.
const Track = styled(CarouselViewport)`
  & > * {
    flex: 0 0 100%;
    min-width: 0;
    min-height: 312px;
    @media (min-width: 768px) {
      min-height: 534px;
    }
  }
  &[data-height='Medium'] > * {
    min-height: max(312px, 70vh);
  }
  &[data-height='FullHeight'] > * {
    min-height: 100vh;
    min-height: 100svh;
  }
`;

/** A looping slideshow with previous/next, dots, pause/play, arrow keys and a 5 s autoplay that respects reduced motion. */
export function Carousel({ block, index }: BlockRendererProps) {
  const { t } = usePage();
  const { defaultHeading } = useBlockScope();
  const slidesId = useId();
  // Checked on the server, slide by slide, so one bad slide does not take the carousel down.
  const fields = useCheckedFields('Carousel', block);
  const slides = fields?.Slides ?? [];
  const count = slides.length;

  const carousel = useCarousel({ count, loop: true });
  const autoplay = useCarouselAutoplay(carousel, { count, delayMs: autoplayDelayMs(fields?.AutoplaySeconds) });
  const { selected } = carousel;

  if (!fields || count === 0) return <EditorNote>{t('blocks.editor.invalid', { name: block.componentName })}</EditorNote>;

  const position = (n: number) => t('blocks.carousel.position', { index: n + 1, count });

  return (
    <Region aria-roledescription={t('blocks.carousel.label')} aria-label={t('blocks.carousel.label')} onKeyDown={carousel.onKeyDown} {...autoplay.regionProps}>
      <Track carousel={carousel} id={slidesId} data-height={fields.Height}>
        {slides.map((slide, n) => (
          <CarouselSlide key={n} roleDescription={t('blocks.carousel.slide')} label={position(n)} inert={n !== selected} data-selected={n === selected}>
            <Slide slide={slide} x={fields.ContentPlacementXAxis} y={fields.ContentPlacementYAxis} heading={defaultHeading} active={n === selected} priority={index === 0 && n === 0} />
          </CarouselSlide>
        ))}
      </Track>
      {count > 1 ? (
        <>
          <CarouselControls
            labels={{
              previous: t('blocks.carousel.previous'),
              next: t('blocks.carousel.next'),
              goTo: (n) => t('blocks.carousel.goTo', { index: n }),
              pause: t('blocks.carousel.pause'),
            }}
            count={count}
            selected={selected}
            slidesId={slidesId}
            arrows={fields.HasMediaButtons}
            playing={autoplay.playing}
            onPrevious={carousel.previous}
            onNext={carousel.next}
            onSelect={carousel.goTo}
            onTogglePlay={autoplay.togglePlay}
          />
          {/* Announces "2 of 3" on changes, but not every few seconds while it plays by itself. */}
          <VisuallyHidden aria-live={autoplay.running ? 'off' : 'polite'} aria-atomic="true" data-testid="carousel-position">
            {position(selected)}
          </VisuallyHidden>
        </>
      ) : null}
    </Region>
  );
}
