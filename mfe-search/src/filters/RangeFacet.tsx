import styled from '@emotion/styled';
import { formatNumber, type Translator } from '@showroom/i18n';
import { controlStyles, RangeSlider, sliderStep, VisuallyHidden } from '@showroom/ui';
import { useId, type KeyboardEvent } from 'react';
import type { BoundSide, Bounds, Span } from './rangeBounds';
import { useRangeEditor } from './useRangeEditor';

export interface RangeFacetProps {
  label: string;
  span: Span;
  current: Bounds | undefined;
  t: Translator;
  intl: string;
  /** Applies the range; null removes the filter (the full span). */
  onApply(filter: Bounds | null): void;
}

const Inputs = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.space.sm,
}));

const Field = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xxs,
  fontSize: theme.fontSizes.sm,
}));

// The design system's text control box, so the bounds look like every other field.
const Input = styled.input(({ theme }) => controlStyles({ theme, invalid: false }));

/** A range facet: lowest/highest inputs (applied after 1500 ms idle, on blur or Enter) over a two-thumb slider. */
export function RangeFacet({ label, span, current, t, intl, onApply }: RangeFacetProps) {
  const editor = useRangeEditor({ span, current, intl, onApply });
  const id = useId();
  const format = (n: number) => formatNumber(n, intl);
  const names: Record<BoundSide, string> = { min: t('carFilters.min'), max: t('carFilters.max') };
  const input = (side: BoundSide) => (
    <Field>
      <label htmlFor={`${id}-${side}`}>
        <VisuallyHidden>{label}, </VisuallyHidden>
        {names[side]}
      </label>
      <Input
        id={`${id}-${side}`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="done"
        placeholder={format(side === 'min' ? span.min : span.max)}
        value={editor.texts[side]}
        onChange={(e) => editor.type(side, e.target.value)}
        onBlur={() => editor.commitTyped(side)}
        onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
          if (e.key !== 'Enter') return;
          // Enter applies here; inside a form it must not submit it as well.
          e.preventDefault();
          editor.commitTyped(side);
        }}
      />
    </Field>
  );
  return (
    <>
      <Inputs>
        {input('min')}
        {input('max')}
      </Inputs>
      <RangeSlider
        span={span}
        low={editor.low}
        high={editor.high}
        step={sliderStep(span)}
        lowLabel={`${label}, ${names.min}`}
        highLabel={`${label}, ${names.max}`}
        format={format}
        onSlide={editor.slide}
        onRelease={editor.release}
      />
    </>
  );
}
