import type { PageState } from '../../shell/pageState';

/**
 * How many of a content page's first blocks may be in the first viewport: their remotes' containers are preloaded
 * beside main.js. The blocks below hydrate as they come near (blocks/whenNear) and fetch their remote's container then,
 * so the home page does not fetch mfe-search's container for car blocks the visitor has not scrolled to (issue 14).
 */
export const FIRST_VIEWPORT_BLOCKS = 2;

/** The remotes whose container the browser needs before the page is interactive: the page's own, and the first blocks'. */
export function eagerRemotes(state: PageState): string[] {
  const { page } = state;
  if (page.kind === 'remote') return [page.slot.remote];
  if (page.kind !== 'home' && page.kind !== 'content') return [];
  const first = page.blocks.slice(0, FIRST_VIEWPORT_BLOCKS).flatMap((block) => {
    const data = state.blockData[block.uid];
    return data?.kind === 'remote' ? [data.slot.remote] : [];
  });
  return [...new Set(first)];
}
