import type { ContentBlock } from '@showroom/contracts';

/** The index of the first block with a non-empty Title (it gets the page's h1 by default), or -1. */
export function firstTitledIndex(blocks: readonly ContentBlock[]): number {
  return blocks.findIndex((block) => {
    const title = (block.fields as Record<string, unknown> | null | undefined)?.Title;
    return typeof title === 'string' && title.trim() !== '';
  });
}
