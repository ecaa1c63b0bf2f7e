/**
 * Runs `then` in a task after the next frame has been painted; the returned function cancels it.
 *
 * An effect may run before the browser paints what its render committed, and work done there (a layout read,
 * a second render) lands in the same long task. A frame callback runs just before the paint; a task queued from
 * it runs after.
 */
export function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
