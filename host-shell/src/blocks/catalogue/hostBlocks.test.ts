import { HOST_BLOCKS, hostBlock, preloadHostBlocks } from './hostBlocks';
import { resolveBlock } from './resolveBlock';

describe('preloadHostBlocks', () => {
  it('fetches each named block with a chunk once, ignores the others, and never fails the page', async () => {
    const carousel = HOST_BLOCKS.Carousel!;
    const spy = jest.spyOn(carousel, 'preload').mockRejectedValue(new Error('ChunkLoadError'));
    await expect(preloadHostBlocks(['Carousel', 'Carousel', 'Blurb', 'NoSuchBlock'])).resolves.toBeUndefined();
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('keeps every host block out of the code every page loads', () => {
    // A car list, car or dealer page has no content blocks (issue 14): each block has a chunk to fetch.
    expect(Object.entries(HOST_BLOCKS).filter(([, block]) => !block.preload)).toEqual([]);
    expect(Object.keys(HOST_BLOCKS).length).toBeGreaterThanOrEqual(9);
  });
});

describe('hostBlock', () => {
  it('finds the host blocks by their own names only: a content componentName such as "constructor" is no block', () => {
    expect(hostBlock('Blurb')).toBe(HOST_BLOCKS.Blurb);
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'NoSuchBlock']) expect([name, hostBlock(name)]).toEqual([name, undefined]);
    // The renderer's lookup is the same: such a name is an unknown block (the editor's note), not a host block.
    expect(resolveBlock('constructor')).toBeUndefined();
  });
});
