import styled from '@emotion/styled';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useId, useMemo, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { carouselFieldsSchema, slideFieldsSchema } from '@showroom/contracts';
import { usePrefersReducedMotion, VisuallyHidden } from '@showroom/ui';
import { z } from 'zod';
import { usePage } from '../../shell/page/PageContext';
import type { BlockRendererProps } from '../blockRenderer';
import { useBlockScope } from '../BlockScope';
import { EditorNote } from '../EditorNote';
import { parseBlockFields, parseItems } from '../parseFields';
import { autoplayDelayMs, isAutoplayOn, isAutoplayRunning } from './autoplay';
import { CarouselControls } from './CarouselControls';
import { Slide } from './Slide';
import { wrapIndex } from './slideIndex';
import { useAutoplay } from './useAutoplay';

// Slides are checked one by one, so one bad slide does not take the carousel down.
const fieldsSchema = carouselFieldsSchema.extend({ Slides: z.array(z.unknown()) });

const Region = styled.section`
  margin: 0 0 32px;
`;

const Viewport = styled.div`
  overflow: hidden;
  position: relative;
`;

// Spec 1 §9 hero heights for Default; Medium is taller, FullHeight fills the viewport.
const Track = styled.div`
  display: flex;
  touch-action: pan-y pinch-zoom;
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
  const reducedMotion = usePrefersReducedMotion();
  const slidesId = useId();
  // Parsed once per block: the carousel re-renders on every slide change, the log should not repeat.
  const { fields, slides } = useMemo(() => {
    const parsed = parseBlockFields(fieldsSchema, block);
    return { fields: parsed, slides: parsed ? parseItems(slideFieldsSchema, parsed.Slides, `${block.componentName} ${block.uid}`) : [] };
  }, [block]);
  const count = slides.length;

  const [emblaRef, embla] = useEmblaCarousel({ loop: count > 1, duration: 25 });
  const [selected, setSelected] = useState(0);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const goTo = useCallback(
    (target: number) => {
      const next = wrapIndex(target, count);
      setSelected(next);
      // Reduced motion jumps instead of sliding.
      embla?.scrollTo(next, reducedMotion);
    },
    [embla, count, reducedMotion],
  );

  useEffect(() => {
    if (!embla) return;
    // Drag and swipe move embla; keep our index in step.
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const autoplay = { slideCount: count, reducedMotion, choice, hovered, focused };
  const playing = isAutoplayOn(autoplay);
  const running = isAutoplayRunning(autoplay);
  useAutoplay({ running, delayMs: autoplayDelayMs(fields?.AutoplaySeconds), slide: selected, onAdvance: () => goTo(selected + 1) });

  if (!fields || count === 0) return <EditorNote>{t('blocks.editor.invalid', { name: block.componentName })}</EditorNote>;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    event.preventDefault();
    goTo(selected + (event.key === 'ArrowRight' ? 1 : -1));
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const position = (n: number) => t('blocks.carousel.position', { index: n + 1, count });

  return (
    <Region
      aria-roledescription={t('blocks.carousel.label')}
      aria-label={t('blocks.carousel.label')}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Viewport ref={emblaRef}>
        <Track id={slidesId} data-height={fields.Height}>
          {slides.map((slide, n) => (
            <div key={n} role="group" aria-roledescription={t('blocks.carousel.slide')} aria-label={position(n)} inert={n !== selected} data-selected={n === selected}>
              <Slide slide={slide} x={fields.ContentPlacementXAxis} y={fields.ContentPlacementYAxis} heading={defaultHeading} active={n === selected} priority={index === 0 && n === 0} />
            </div>
          ))}
        </Track>
      </Viewport>
      {count > 1 ? (
        <>
          <CarouselControls
            count={count}
            selected={selected}
            slidesId={slidesId}
            mediaButtons={fields.HasMediaButtons}
            playing={playing}
            onPrevious={() => goTo(selected - 1)}
            onNext={() => goTo(selected + 1)}
            onSelect={goTo}
            onTogglePlay={() => setChoice(playing ? 'pause' : 'play')}
          />
          {/* Announces "2 of 3" on changes, but not every few seconds while it plays by itself. */}
          <VisuallyHidden aria-live={running ? 'off' : 'polite'} aria-atomic="true" data-testid="carousel-position">
            {position(selected)}
          </VisuallyHidden>
        </>
      ) : null}
    </Region>
  );
}
