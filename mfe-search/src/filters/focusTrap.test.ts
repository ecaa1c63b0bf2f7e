import { focusableIn, wrapFocus } from './focusTrap';

describe('wrapFocus', () => {
  it('wraps from the last forward to the first and from the first back to the last', () => {
    expect(wrapFocus(3, 2, false)).toBe(0);
    expect(wrapFocus(3, 0, true)).toBe(2);
  });

  it('leaves moves inside the list to the browser', () => {
    expect(wrapFocus(3, 1, false)).toBeNull();
    expect(wrapFocus(3, 1, true)).toBeNull();
  });

  it('brings focus from outside to the first (or last going back), and does nothing without targets', () => {
    expect(wrapFocus(3, -1, false)).toBe(0);
    expect(wrapFocus(3, -1, true)).toBe(2);
    expect(wrapFocus(0, -1, false)).toBeNull();
  });
});

describe('focusableIn', () => {
  it('finds enabled controls outside hidden parts', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <button id="a">a</button>
      <button id="b" disabled>b</button>
      <div hidden><input id="c" /></div>
      <input id="d" />
      <span id="e" tabindex="0"></span>
      <span id="f" tabindex="-1"></span>`;
    expect(focusableIn(root).map((el) => el.id)).toEqual(['a', 'd', 'e']);
  });
});
