/** The CMS's text colour over media (hero, slides). */
export type MediaTextColor = 'Black' | 'White';

export interface Scrim {
  /** The text colour. */
  color: string;
  /** A translucent layer behind the text that keeps it readable over any image. */
  background: string;
  /** The scrim over the worst image pixel for this text (white under white text, black under black). */
  worstBackdrop: string;
}

// Opacities chosen so the worst backdrop still gives 4.5:1 (see scrim.test.ts for the arithmetic).
const SCRIMS: Record<MediaTextColor, Scrim> = {
  White: { color: '#ffffff', background: 'rgba(0, 0, 0, 0.55)', worstBackdrop: '#737373' },
  Black: { color: '#000000', background: 'rgba(255, 255, 255, 0.7)', worstBackdrop: '#b3b3b3' },
};

/** Text colour and scrim for text over media. */
export function scrimFor(textColor: MediaTextColor): Scrim {
  return SCRIMS[textColor];
}
