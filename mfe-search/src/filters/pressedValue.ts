import type { KeyboardEvent, PointerEvent } from 'react';

/** The enabled checkbox of the facet row an event happened in, or null. */
function rowCheckbox(target: EventTarget | null): HTMLInputElement | null {
  if (!(target instanceof Element)) return null;
  const box = target.closest('li')?.querySelector<HTMLInputElement>('input[type="checkbox"]');
  return box && !box.disabled ? box : null;
}

/**
 * The value a press on a facet row is about to toggle: the primary mouse button or a pen down on the row. Not a
 * finger: a touch that starts on a row is as often the start of a scroll through the panel, and each would cost a
 * search nobody asked for.
 */
export function valuePressed(event: PointerEvent<Element>): string | null {
  if (event.pointerType === 'touch' || event.button !== 0) return null;
  return rowCheckbox(event.target)?.value ?? null;
}

/** The value the space bar, pressed down on a facet value's checkbox, is about to toggle (the click comes on key up). */
export function valueKeyPressed(event: KeyboardEvent<Element>): string | null {
  if (event.key !== ' ' || event.repeat || !(event.target instanceof HTMLInputElement) || event.target.type !== 'checkbox') return null;
  return rowCheckbox(event.target)?.value ?? null;
}
