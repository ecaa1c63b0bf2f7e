import { isRevealSettled, nextRevealPhase } from './revealPhase';

describe('nextRevealPhase', () => {
  it('leaves content already in view as it is', () => {
    expect(nextRevealPhase('pending', true)).toBe('static');
  });

  it('hides content first seen off screen and reveals it when it comes into view', () => {
    expect(nextRevealPhase('pending', false)).toBe('hidden');
    expect(nextRevealPhase('hidden', false)).toBe('hidden');
    expect(nextRevealPhase('hidden', true)).toBe('revealed');
  });

  it('never hides again once shown', () => {
    expect(nextRevealPhase('revealed', false)).toBe('revealed');
    expect(nextRevealPhase('static', false)).toBe('static');
  });
});

describe('isRevealSettled', () => {
  it('is settled only when static or revealed', () => {
    expect([isRevealSettled('pending'), isRevealSettled('hidden'), isRevealSettled('static'), isRevealSettled('revealed')]).toEqual([false, false, true, true]);
  });
});
