import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import type { CarCard as CarCardData } from '@showroom/contracts';
import { CarCard } from '@showroom/cars';
import type { Language, SiteDefinition } from '@showroom/sites';
import { Button } from '@showroom/ui';
import { snapAfterDrag, type SliderEnd } from './sliderSnap';

/** Spec 2 §9: recommendation (similar car) cards are 315 px wide, other slider cards 330 px. */
export const RECOMMENDATION_CARD_WIDTH = 315;
export const SLIDER_CARD_WIDTH = 330;
const GAP = 16;

const Section = styled.section(({ theme }) => ({ margin: `${theme.space.xl} 0` }));
const Header = styled.div(({ theme }) => ({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: theme.space.sm, marginBottom: theme.space.md, h2: { margin: 0 } }));
const Controls = styled.div(({ theme }) => ({ display: 'flex', gap: theme.space.xs }));
const Viewport = styled.div({ overflow: 'hidden', touchAction: 'pan-y' });
const Track = styled.ul<{ cardWidth: number }>(({ cardWidth }) => ({
  display: 'flex',
  gap: `${GAP}px`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  transition: 'transform 0.3s ease',
  '&[data-dragging]': { transition: 'none' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  '& > li': { flex: `0 0 ${cardWidth}px`, maxWidth: '85vw' },
}));

export interface CarSliderProps {
  title: string;
  cars: readonly CarCardData[];
  site: SiteDefinition;
  language: Language;
  carDetailBase: string;
  mediaBase: string;
  labels: { previous: string; next: string };
  /** Card width in px: 315 for recommendations, 330 (the default) for other sliders. */
  cardWidth?: number;
}

/**
 * A row of car cards that rests at its start or its end (spec 2 §4): dragged at least 30 % of the
 * way it snaps to the far end, else back; the buttons move it for keyboard and pointer users alike,
 * and tabbing into a card out of view brings that end into view. Nothing without cars.
 */
export function CarSlider({ title, cars, site, language, carDetailBase, mediaBase, labels, cardWidth = SLIDER_CARD_WIDTH }: CarSliderProps) {
  const headingId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const [end, setEnd] = useState<SliderEnd>('start');
  const [overflow, setOverflow] = useState(0);
  const [drag, setDrag] = useState<{ startX: number; dx: number } | null>(null);
  // A drag ending on a card must not also open it.
  const dragged = useRef(false);

  const measure = useCallback(() => {
    if (viewport.current && track.current) setOverflow(Math.max(0, track.current.scrollWidth - viewport.current.clientWidth));
  }, []);
  useEffect(() => {
    measure();
    if (typeof ResizeObserver === 'undefined' || !viewport.current) return;
    const observer = new ResizeObserver(measure);
    observer.observe(viewport.current);
    return () => observer.disconnect();
  }, [measure, cars.length]);

  if (cars.length === 0) return null;
  const rest = end === 'end' ? overflow : 0;
  const offset = Math.min(overflow, Math.max(0, rest - (drag?.dx ?? 0)));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    setDrag({ startX: event.clientX, dx: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ ...drag, dx: event.clientX - drag.startX });
  };
  const onPointerUp = () => {
    if (!drag) return;
    dragged.current = Math.abs(drag.dx) > 5;
    setEnd(snapAfterDrag(end, drag.dx, overflow));
    setDrag(null);
  };

  return (
    <Section aria-labelledby={headingId} data-slider="">
      <Header>
        <h2 id={headingId}>{title}</h2>
        {overflow > 0 ? (
          <Controls>
            <Button variant="secondary" aria-label={labels.previous} disabled={end === 'start'} onClick={() => setEnd('start')}>
              <span aria-hidden="true">←</span>
            </Button>
            <Button variant="secondary" aria-label={labels.next} disabled={end === 'end'} onClick={() => setEnd('end')}>
              <span aria-hidden="true">→</span>
            </Button>
          </Controls>
        ) : null}
      </Header>
      <Viewport
        ref={viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
         onPointerCancel={onPointerUp}
        onPointerLeave={onPointerUp}
        onClickCapture={(event) => {
          if (dragged.current) event.preventDefault();
          dragged.current = false;
        }}
      >
        <Track ref={track} cardWidth={cardWidth} style={{ transform: `translateX(${-offset}px)` }} data-dragging={drag ? '' : undefined} data-slider-end={end}>
          {cars.map((car, index) => (
            <li
              key={car.car_id}
              onFocus={() => {
                // A keyboard user reaching a card past the middle needs the end in view, and the start for the first ones.
                setEnd(index >= cars.length / 2 ? 'end' : 'start');
              }}
            >
              <CarCard car={car} site={site} language={language} carDetailBase={carDetailBase} mediaBase={mediaBase} titleAs="h3" />
            </li>
          ))}
        </Track>
      </Viewport>
    </Section>
  );
}
