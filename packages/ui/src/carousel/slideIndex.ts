/** An index wrapped into 0..count-1 (the carousel loops both ways); 0 when there are no slides. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
