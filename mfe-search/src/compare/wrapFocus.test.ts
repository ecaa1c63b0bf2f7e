import { focusablesIn, wrapFocus } from './wrapFocus';

describe('wrapFocus', () => {
  const items = ['close', 'remove', 'link'];

  it('wraps from the last to the first and back', () => {
    expect(wrapFocus(items, 'link', false)).toBe('close');
    expect(wrapFocus(items, 'close', true)).toBe('link');
  });

  it('lets the browser move focus between inner items', () => {
    expect(wrapFocus(items, 'close', false)).toBeNull();
    expect(wrapFocus(items, 'link', true)).toBeNull();
  });

  it('brings focus back in from outside, and does nothing without items', () => {
    expect(wrapFocus(items, null, false)).toBe('close');
    expect(wrapFocus(items, 'elsewhere', true)).toBe('link');
    expect(wrapFocus([], 'close', false)).toBeNull();
  });
});

describe('focusablesIn', () => {
  it('finds what Tab reaches, skipping disabled, hidden and tabindex -1', () => {
    document.body.innerHTML = `
      <div id="root">
        <button id="a">a</button>
        <button disabled>b</button>
        <a id="c" href="/x">c</a>
        <a>no href</a>
        <div tabindex="-1">d</div>
        <div hidden><button>e</button></div>
        <div id="f" tabindex="0">f</div>
      </div>`;
    expect(focusablesIn(document.getElementById('root')!).map((el) => el.id)).toEqual(['a', 'c', 'f']);
  });
});
