import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { isSliderKey, nextSliderValue, snapTowards, spanFraction, type SliderSpan } from './sliderSteps';

/** A range slider's thumbs: the lower and the upper bound. */
export type RangeSide = 'min' | 'max';

export interface RangeSliderProps {
  span: SliderSpan;
  low: number;
  high: number;
  step: number;
  lowLabel: string;
  highLabel: string;
  format(value: number): string;
  /** A thumb moved (shown at once). */
  onSlide(side: RangeSide, value: number): void;
  /** A thumb was released: apply. */
  onRelease(): void;
}

// Thumbs are 44px targets (a 24px dot drawn inside); the track runs between their centres.
const THUMB = 44;
const DOT = 24;

const Root = styled.div({ position: 'relative', height: `${THUMB}px`, margin: '4px 0' });

const Track = styled.div(({ theme }) => ({
  position: 'absolute',
  left: `${THUMB / 2}px`,
  right: `${THUMB / 2}px`,
  top: '50%',
  height: '4px',
  marginTop: '-2px',
  borderRadius: '2px',
  background: theme.colors.border,
}));

const Fill = styled.div(({ theme }) => ({
  position: 'absolute',
  top: '50%',
  height: '4px',
  marginTop: '-2px',
  background: theme.colors.primary,
}));

/*
 * Two native range inputs stacked on one track: the inputs let pointer events through and only
 * their thumbs take them, so each thumb drags on its own. Native inputs keep the slider role,
 * assistive-technology increments and forced-colours support; the keys are handled here so every
 * browser moves by the same round steps.
 */
const Thumb = styled.input(({ theme }) => {
  const dot = {
    width: `${THUMB}px`,
    height: `${THUMB}px`,
    border: 0,
    borderRadius: '50%',
    background: `radial-gradient(circle, ${theme.colors.primary} 0 ${DOT / 2 - 3}px, ${theme.colors.background} ${DOT / 2 - 2}px ${DOT / 2}px, transparent ${DOT / 2 + 1}px)`,
    cursor: 'grab',
    pointerEvents: 'auto',
  } as const;
  return {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: `${THUMB}px`,
    margin: 0,
    background: 'transparent',
    pointerEvents: 'none',
    appearance: 'none',
    WebkitAppearance: 'none',
    '&::-webkit-slider-runnable-track': { background: 'transparent', height: `${THUMB}px` },
    '&::-moz-range-track': { background: 'transparent' },
    '&::-webkit-slider-thumb': { ...dot, WebkitAppearance: 'none' },
    '&::-moz-range-thumb': dot,
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::-webkit-slider-thumb': { boxShadow: `inset 0 0 0 3px ${theme.colors.focusRing}` },
    '&:focus-visible::-moz-range-thumb': { boxShadow: `inset 0 0 0 3px ${theme.colors.focusRing}` },
  };
});

interface ThumbProps {
  side: RangeSide;
  value: number;
  /** The values this thumb may take: it never passes the other one. */
  low: number;
  high: number;
  span: SliderSpan;
  step: number;
  label: string;
  valueText: string;
  onTop: boolean;
  onSlide(side: RangeSide, value: number): void;
  onRelease(): void;
}

function SliderThumb({ side, value, low, high, span, step, label, valueText, onTop, onSlide, onRelease }: ThumbProps) {
  const ref = useRef<HTMLInputElement>(null);
  const keyDown = useRef(false);
  const latest = useRef({ value, low, high, step, onSlide, onRelease });
  useEffect(() => {
    latest.current = { value, low, high, step, onSlide, onRelease };
  });

  // The native change event marks a committed value: the end of a drag, or an assistive
  // technology's increment (which sends no key events). React's onChange fires on every input.
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const onChange = () => {
      if (keyDown.current) return;
      const { value: now, low: lo, high: hi, step: s } = latest.current;
      const next = snapTowards(Number(input.value), now, s, lo, hi);
      if (next !== now) latest.current.onSlide(side, next);
      latest.current.onRelease();
    };
    input.addEventListener('change', onChange);
    return () => input.removeEventListener('change', onChange);
  }, [side]);

  return (
    <Thumb
      ref={ref}
      type="range"
      min={span.min}
      max={span.max}
      step={1}
      value={value}
      aria-label={label}
      aria-valuetext={valueText}
      style={{ zIndex: onTop ? 2 : 1 }}
      onChange={(e) => {
        const next = snapTowards(Number(e.target.value), value, step, low, high);
        if (next !== value) onSlide(side, next);
      }}
      onKeyDown={(e) => {
        const next = nextSliderValue(e.key, value, low, high, step);
        if (next === null) return;
        e.preventDefault();
        keyDown.current = true;
        if (next !== value) onSlide(side, next);
      }}
      onKeyUp={(e) => {
        if (!isSliderKey(e.key)) return;
        keyDown.current = false;
        onRelease();
      }}
      onPointerUp={onRelease}
      onBlur={() => {
        // A key released elsewhere never reaches this thumb's keyup.
        if (!keyDown.current) return;
        keyDown.current = false;
        onRelease();
      }}
    />
  );
}

/** A two-thumb range slider; moves show at once and apply on release (pointer up, key up). */
export function RangeSlider({ span, low, high, step, lowLabel, highLabel, format, onSlide, onRelease }: RangeSliderProps) {
  const from = spanFraction(low, span);
  const to = spanFraction(high, span);
  // Where both thumbs meet, the one that can still move must be on top: the lower one near the top end.
  const lowOnTop = from > 0.5;
  return (
    <Root>
      <Track aria-hidden="true" />
      <Fill
        aria-hidden="true"
        style={{
          left: `calc(${THUMB / 2}px + (100% - ${THUMB}px) * ${from})`,
          right: `calc(${THUMB / 2}px + (100% - ${THUMB}px) * ${1 - to})`,
        }}
      />
      <SliderThumb side="min" value={low} low={span.min} high={high} span={span} step={step} label={lowLabel} valueText={format(low)} onTop={lowOnTop} onSlide={onSlide} onRelease={onRelease} />
      <SliderThumb side="max" value={high} low={low} high={span.max} span={span} step={step} label={highLabel} valueText={format(high)} onTop={!lowOnTop} onSlide={onSlide} onRelease={onRelease} />
    </Root>
  );
}
