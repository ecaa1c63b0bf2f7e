/**
 * How many top items stay in the bar: all of them when they fit together in `available` px,
 * else as many (in order) as fit beside the 'More' trigger; the rest go into 'More'.
 */
export function splitOverflow(itemWidths: readonly number[], available: number, moreWidth: number): number {
  const total = itemWidths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return itemWidths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of itemWidths) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return count;
}
