import { focusablesIn, wrapFocus } from './focus';

describe('wrapFocus', () => {
  const items = ['close', 'photos', '360', 'stage'];
  it.each([
    ['stage', false, 'close'], // Tab on the last goes round to the first
    ['close', true, 'stage'], // Shift+Tab on the first goes round to the last
    ['photos', false, null], // inside: the browser's own move
    ['photos', true, null],
    [null, false, 'close'], // focus outside comes in at the start
    [null, true, 'stage'],
  ] as const)('from %s (backwards %s) to %s', (active, backwards, expected) => {
    expect(wrapFocus(items, active, backwards)).toBe(expected);
  });

  it('has nowhere to go in an empty dialog', () => {
    expect(wrapFocus([], null, false)).toBeNull();
  });
});

describe('focusablesIn', () => {
  it('skips disabled, hidden, inert and aria-hidden elements', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <button id="a">a</button>
      <button id="b" disabled>b</button>
      <div hidden><button id="c">c</button></div>
      <div inert><button id="d">d</button></div>
      <img id="e" tabindex="-1" alt="" />
      <div id="f" tabindex="0" role="slider"></div>
      <button id="g" aria-hidden="true">g</button>
      <video id="h" controls></video>`;
    expect(focusablesIn(root).map((el) => el.id)).toEqual(['a', 'f', 'h']);
  });
});
