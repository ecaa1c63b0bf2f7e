/**
 * Where an on-view animation stands. `pending` (the server render and until the first
 * observation) and `static` show the content as is; only content first seen off screen is
 * `hidden` and later `revealed`, so nothing already on screen blinks.
 */
export type RevealPhase = 'pending' | 'static' | 'hidden' | 'revealed';

/** The phase after an intersection report. */
export function nextRevealPhase(phase: RevealPhase, isIntersecting: boolean): RevealPhase {
  switch (phase) {
    case 'pending':
      return isIntersecting ? 'static' : 'hidden';
    case 'hidden':
      return isIntersecting ? 'revealed' : 'hidden';
    default:
      return phase;
  }
}

/** Whether the phase can no longer change (the observer can stop). */
export function isRevealSettled(phase: RevealPhase): boolean {
  return phase === 'static' || phase === 'revealed';
}
