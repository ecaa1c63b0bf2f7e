/** The values a slider runs over. */
export interface SliderSpan {
  min: number;
  max: number;
}

/** Where a value sits in the span, 0..1, for drawing a slider's fill. */
export function spanFraction(value: number, span: SliderSpan): number {
  return Math.min(1, Math.max(0, (value - span.min) / (span.max - span.min)));
}

/** Slider keys this module moves a thumb for (the native ones, handled the same in every browser). */
export const SLIDER_KEYS = ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End'] as const;
export type SliderKey = (typeof SLIDER_KEYS)[number];

/** Whether a key moves a slider thumb. */
export function isSliderKey(key: string): key is SliderKey {
  return (SLIDER_KEYS as readonly string[]).includes(key);
}

/** A round slider step (1, 2 or 5 times a power of ten) giving at most about 100 steps over the span. */
export function sliderStep(span: SliderSpan): number {
  const raw = (span.max - span.min) / 100;
  if (!Number.isFinite(raw) || raw <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * power >= raw) return m * power;
  return 10 * power;
}

/** PageUp/PageDown move ten steps (about a tenth of the span). */
export const PAGE_STEPS = 10;

const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n));

/** The next round value above (direction 1) or below (-1) a value on a grid of `step`. */
function nextOnGrid(value: number, step: number, direction: 1 | -1): number {
  return direction === 1 ? Math.floor(value / step) * step + step : Math.ceil(value / step) * step - step;
}

/**
 * A thumb's value after a key: arrows move one step, PageUp/PageDown ten, to round values, and
 * Home/End go to the ends it may reach (`low`..`high`). null for any other key.
 */
export function nextSliderValue(key: string, value: number, low: number, high: number, step: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(nextOnGrid(value, step, 1), low, high);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(nextOnGrid(value, step, -1), low, high);
    case 'PageUp':
      return clamp(nextOnGrid(value, step * PAGE_STEPS, 1), low, high);
    case 'PageDown':
      return clamp(nextOnGrid(value, step * PAGE_STEPS, -1), low, high);
    case 'Home':
      return low;
    case 'End':
      return high;
    default:
      return null;
  }
}

/**
 * A dragged (or assistive-technology) value rounded to the grid in the direction it moved, so a
 * one-unit nudge still reaches the next round value, then held to `low`..`high`.
 */
export function snapTowards(value: number, current: number, step: number, low: number, high: number): number {
  if (!Number.isFinite(value)) return current;
  const snapped = value > current ? Math.ceil(value / step) * step : value < current ? Math.floor(value / step) * step : value;
  return clamp(snapped, low, high);
}
