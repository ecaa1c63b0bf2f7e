import { autoplayDelayMs, isAutoplayOn, isAutoplayRunning, type AutoplayInputs } from './autoplay';

describe('autoplayDelayMs', () => {
  it('uses the CMS seconds', () => {
    expect(autoplayDelayMs(5)).toBe(5000);
    expect(autoplayDelayMs(7.5)).toBe(7500);
  });

  it('defaults to 5 s', () => {
    expect(autoplayDelayMs(undefined)).toBe(5000);
    expect(autoplayDelayMs(null)).toBe(5000);
    expect(autoplayDelayMs(0)).toBe(5000);
    expect(autoplayDelayMs(-2)).toBe(5000);
    expect(autoplayDelayMs(Number.NaN)).toBe(5000);
  });
});

describe('isAutoplayOn / isAutoplayRunning', () => {
  const base: AutoplayInputs = { slideCount: 3, reducedMotion: false, choice: null, hovered: false, focused: false };

  it('runs by default with motion allowed and more than one slide', () => {
    expect(isAutoplayRunning(base)).toBe(true);
    expect(isAutoplayRunning({ ...base, slideCount: 1 })).toBe(false);
  });

  it('does not run under reduced motion unless the visitor presses play', () => {
    expect(isAutoplayOn({ ...base, reducedMotion: true })).toBe(false);
    expect(isAutoplayRunning({ ...base, reducedMotion: true })).toBe(false);
    expect(isAutoplayRunning({ ...base, reducedMotion: true, choice: 'play' })).toBe(true);
  });

  it('stops with the pause button', () => {
    expect(isAutoplayOn({ ...base, choice: 'pause' })).toBe(false);
    expect(isAutoplayRunning({ ...base, choice: 'pause' })).toBe(false);
  });

  it('pauses on hover, and on focus unless play was pressed', () => {
    expect(isAutoplayRunning({ ...base, hovered: true })).toBe(false);
    expect(isAutoplayRunning({ ...base, hovered: true, choice: 'play' })).toBe(false);
    expect(isAutoplayRunning({ ...base, focused: true })).toBe(false);
    expect(isAutoplayRunning({ ...base, focused: true, choice: 'play' })).toBe(true);
    // still "on" (the button shows playing) while hover or focus holds it
    expect(isAutoplayOn({ ...base })).toBe(true);
  });
});
