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
