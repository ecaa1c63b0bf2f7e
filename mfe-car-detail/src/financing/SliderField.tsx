import styled from '@emotion/styled';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { sliderStops, stopPosition } from '../calculators';

/** A slider's frame: label and value on one row, the range below; shared with the UK finance sliders. */
export const SliderFrame = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.xxs,
  label: { fontWeight: theme.fontWeights.bold },
  output: { fontVariantNumeric: 'tabular-nums' },
  'input[type=range]': { width: '100%', minHeight: '44px', accentColor: theme.colors.primary, margin: 0 },
  'input[type=range]:focus-visible, input[type=text]:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
  'input[type=text]': {
    minHeight: '44px',
    maxWidth: '12rem',
    padding: `0 ${theme.space.sm}`,
    font: 'inherit',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
  },
}));

/** The label-and-value row of a slider. */
export const SliderRow = styled.div({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '8px' });

export interface SliderFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** The value as the visitor reads it ("36 mån", "50 000 kr"); also the slider's aria-valuetext. */
  valueText: string;
  onChange(value: number): void;
  /** Offers a number box for typing the value; what is typed is applied on Enter or leaving the box. */
  directInputLabel?: string;
  /** A test id for the range input. */
  name: string;
}

/**
 * A labelled slider (a native range input, so keyboard and screen readers work) with its value shown,
 * and optionally a box to type it. The range runs over the positions of its stops (sliderStops): both
 * ends and the multiples of the step between, since a native range's own steps count from its minimum
 * and miss a maximum that is not a whole number of steps away. aria-valuetext says the value itself.
 */
export function SliderField({ label, value, min, max, step, valueText, onChange, directInputLabel, name }: SliderFieldProps) {
  const id = useId();
  const stops = sliderStops(min, max, step);
  const [typed, setTyped] = useState(String(value));
  useEffect(() => setTyped(String(value)), [value]);
  const commitTyped = () => {
    // Spaces are thousands separators to a visitor ("50 000"); anything else that is not a number is ignored.
    const number = Number(typed.replace(/[\s\u00a0]/g, ''));
    if (typed.trim() !== '' && Number.isFinite(number)) onChange(number);
    else setTyped(String(value));
  };
  return (
    <SliderFrame>
      <SliderRow>
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id}>{valueText}</output>
      </SliderRow>
      <input
        id={id}
        name={name}
        type="range"
        min={0}
        max={stops.length - 1}
        step={1}
        value={stopPosition(value, stops)}
        aria-valuetext={valueText}
        onChange={(e) => {
          const stop = stops[Number(e.target.value)];
          if (stop !== undefined) onChange(stop);
        }}
      />
      {directInputLabel ? (
        <input
          // Text, not number: visitors type "50 000" with a space, which a number box would reject.
          type="text"
          inputMode="numeric"
          aria-label={directInputLabel}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onBlur={commitTyped}
          onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commitTyped();
            }
          }}
        />
      ) : null}
    </SliderFrame>
  );
}
