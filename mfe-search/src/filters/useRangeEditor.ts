import { formatNumber } from '@showroom/i18n';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { RANGE_APPLY_IDLE_MS } from './constants';
import { parseBound, groupSeparator } from './parseBound';
import { boundsFilter, clampBounds, sameFilter, type BoundSide, type Bounds, type Span } from './rangeBounds';

export interface RangeEditorOptions {
  span: Span;
  /** The filter the list has now (from the search state). */
  current: Bounds | undefined;
  intl: string;
  /** Applies a filter; null removes it (the full span). */
  onApply(filter: Bounds | null): void;
}

export interface RangeEditor {
  /** The texts in the two inputs. */
  texts: Record<BoundSide, string>;
  /** The slider thumbs' values (open sides at the span's edges). */
  low: number;
  high: number;
  /** Typing: applied after RANGE_APPLY_IDLE_MS without typing. */
  type(side: BoundSide, text: string): void;
  /** Blur or Enter: applies what was typed now. */
  commitTyped(side: BoundSide): void;
  /** A thumb moved: shown at once, applied on release. */
  slide(side: BoundSide, value: number): void;
  /** A thumb was released (pointer up, key up, or a committed change). */
  release(): void;
}

type Texts = Record<BoundSide, string>;

/**
 * The editing state of one range facet: the typed texts and the bounds both controls show. A
 * change is applied (once, only when the filter differs) after the idle time, on blur/Enter, or
 * when a thumb is released; the filter from the list replaces the draft unless typing is pending.
 */
export function useRangeEditor({ span, current, intl, onApply }: RangeEditorOptions): RangeEditor {
  const format = useCallback((n: number | undefined) => (n === undefined ? '' : formatNumber(n, intl)), [intl]);
  const [draft, setDraftState] = useState<Bounds>(() => clampBounds(current, span));
  const [texts, setTextsState] = useState<Texts>(() => ({ min: format(draft.min), max: format(draft.max) }));

  // Refs hold the latest values for timers and native listeners, which outlive a render.
  const draftRef = useRef(draft);
  const textsRef = useRef(texts);
  const spanRef = useRef(span);
  const applyRef = useRef(onApply);
  const sentRef = useRef<Bounds | null>(boundsFilter(draft, span));
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    spanRef.current = span;
    applyRef.current = onApply;
  });

  const setDraft = (next: Bounds) => {
    draftRef.current = next;
    setDraftState(next);
  };
  const setTexts = (next: Texts) => {
    textsRef.current = next;
    setTextsState(next);
  };
  const cancelTimer = () => {
    if (timerRef.current !== null) clearTimeout(timerRef.current);
    timerRef.current = null;
  };

  const apply = (bounds: Bounds) => {
    const filter = boundsFilter(bounds, spanRef.current);
    if (sameFilter(filter, sentRef.current)) return;
    sentRef.current = filter;
    applyRef.current(filter);
  };

  const applyTyped = (changed: BoundSide) => {
    cancelTimer();
    const typed = textsRef.current;
    const separator = groupSeparator(intl);
    const read = (side: BoundSide) => {
      const parsed = parseBound(typed[side], separator);
      // Text that is no number keeps the side as it was (the input shows it again).
      return parsed === null ? draftRef.current[side] : parsed;
    };
    const next = clampBounds({ min: read('min'), max: read('max') }, spanRef.current, changed);
    setDraft(next);
    setTexts({ min: format(next.min), max: format(next.max) });
    apply(next);
  };

  // The list's filter (or the span) changed: show it, unless the user is typing a bound.
  // currentKey stands for span, current and intl, compared by value rather than by object identity.
  const currentKey = `${span.min}|${span.max}|${current?.min ?? ''}|${current?.max ?? ''}|${intl}`;
  const showCurrent = useEffectEvent(() => {
    if (timerRef.current !== null) return;
    const next = clampBounds(current, span);
    setDraft(next);
    setTexts({ min: format(next.min), max: format(next.max) });
    sentRef.current = boundsFilter(next, span);
  });
  useEffect(() => showCurrent(), [currentKey]);

  useEffect(() => cancelTimer, []);

  return {
    texts,
    low: draft.min ?? span.min,
    high: draft.max ?? span.max,
    type(side, text) {
      setTexts({ ...textsRef.current, [side]: text });
      cancelTimer();
      timerRef.current = setTimeout(() => applyTyped(side), RANGE_APPLY_IDLE_MS);
    },
    commitTyped(side) {
      applyTyped(side);
    },
    slide(side, value) {
      cancelTimer();
      const next = clampBounds({ ...draftRef.current, [side]: value }, spanRef.current, side);
      setDraft(next);
      setTexts({ min: format(next.min), max: format(next.max) });
    },
    release() {
      apply(draftRef.current);
    },
  };
}
