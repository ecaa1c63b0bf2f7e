import { blockPlaceName } from './BlockCodeContext';
import { blocksNearViewport } from './blocksNearViewport';

// Places at the given tops, 100 px tall each, in a viewport 700 px high: near is within 800 px of it
// (NEAR_VIEWPORT_MARGIN), so tops up to 700 + 800 = 1,500 and bottoms down to -800.
function places(tops: Record<string, number>): HTMLElement {
  const root = document.createElement('div');
  for (const [uid, top] of Object.entries(tops)) {
    const place = document.createElement('div');
    place.setAttribute('data-loads-when-near', blockPlaceName(uid));
    place.getBoundingClientRect = () => ({ top, bottom: top + 100 }) as DOMRect;
    root.appendChild(place);
  }
  return root;
}

describe('blocksNearViewport', () => {
  it('takes the blocks whose place is within the margin of the viewport, on both sides of each edge', () => {
    const root = places({ hero: 0, below: 1500, further: 1501, above: -900, farAbove: -901 });
    expect([...blocksNearViewport(['hero', 'below', 'further', 'above', 'farAbove'], root, 700)].sort()).toEqual(['above', 'below', 'hero']);
  });

  it('reads only the places of the page’s blocks, and a hostile uid is compared, not made a selector', () => {
    const root = places({ 'a"] , *, [x="': 0, other: 0 });
    root.appendChild(Object.assign(document.createElement('div'), { innerHTML: '<div data-loads-when-near="employee-list"></div>' }));
    expect([...blocksNearViewport(['a"] , *, [x="'], root, 700)]).toEqual(['a"] , *, [x="']);
  });
});

describe('blocksNearViewport on a page without blocks', () => {
  it('reads no layout at all (window.innerHeight would make the browser lay the page out)', () => {
    const root = places({ hero: 0 });
    const height = jest.fn(() => 700);
    const own = Object.getOwnPropertyDescriptor(window, 'innerHeight');
    Object.defineProperty(window, 'innerHeight', { get: height, configurable: true });
    const box = jest.spyOn(root.firstElementChild as HTMLElement, 'getBoundingClientRect');
    try {
      expect(blocksNearViewport([], root).size).toBe(0);
      expect(height).not.toHaveBeenCalled();
      expect(box).not.toHaveBeenCalled();
      // The same places with a block to look for: both are read (so the spies above can see a read).
      blocksNearViewport(['hero'], root);
      expect(height).toHaveBeenCalled();
      expect(box).toHaveBeenCalled();
    } finally {
      if (own) Object.defineProperty(window, 'innerHeight', own);
    }
  });
});
