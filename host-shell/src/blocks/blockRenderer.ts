import type { ReactNode } from 'react';
import type { ContentBlock } from '@showroom/contracts';

export interface BlockRendererProps {
  block: ContentBlock;
  /** The block's position on the page (0 is the first). */
  index: number;
}

/** Renders one content block by its componentName. */
export type BlockRenderer = (props: BlockRendererProps) => ReactNode;
