// Always kept off the DOM: `as` must be left to emotion (a shouldForwardProp that passes it
// switches emotion's element swap off) and `theme` is emotion's own.
const ALWAYS_OMITTED = ['as', 'theme'];

/**
 * A `shouldForwardProp` that keeps styling props off the DOM. Emotion's default check would
 * pass `size`, `wrap` and `direction` through, as they are also HTML attribute names.
 */
export function withoutProps(...names: string[]): (prop: string) => boolean {
  const omitted = new Set([...ALWAYS_OMITTED, ...names]);
  return (prop) => !omitted.has(prop);
}
