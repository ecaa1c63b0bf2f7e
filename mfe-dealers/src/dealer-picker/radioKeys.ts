/**
 * The radio a key moves the selection to in a group of `count` (WAI-ARIA radio group pattern): arrows
 * step and wrap, Home and End go to the ends. From no selection (-1) a forward step picks the first and a
 * backward one the last. null for any other key, or an empty group.
 */
export function radioKeyTarget(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
    case 'ArrowLeft':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
