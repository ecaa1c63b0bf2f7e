/** The default autoplay interval: spec 1 §9 gives the content carousel 5 seconds. */
export const DEFAULT_AUTOPLAY_SECONDS = 5;

/** The autoplay delay in ms for a number of seconds (the CMS's AutoplaySeconds); missing or non-positive gives the 5 s default. */
export function autoplayDelayMs(seconds: number | null | undefined): number {
  const s = typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_AUTOPLAY_SECONDS;
  return Math.round(s * 1000);
}

export interface AutoplayInputs {
  slideCount: number;
  reducedMotion: boolean;
  /** The visitor's own choice with the pause/play button; null until they use it. */
  choice: 'play' | 'pause' | null;
  hovered: boolean;
  focused: boolean;
}

/** Whether the slides play: never under reduced motion unless the visitor presses play; hover pauses, and focus does unless they pressed play. */
export function isAutoplayOn({ slideCount, reducedMotion, choice }: Pick<AutoplayInputs, 'slideCount' | 'reducedMotion' | 'choice'>): boolean {
  if (slideCount < 2) return false;
  return choice === null ? !reducedMotion : choice === 'play';
}

/** Whether the autoplay timer runs right now. */
export function isAutoplayRunning(inputs: AutoplayInputs): boolean {
  if (!isAutoplayOn(inputs) || inputs.hovered) return false;
  // Focus inside pauses it so keyboard users are not moved away; pressing play says they want it anyway.
  return !inputs.focused || inputs.choice === 'play';
}
