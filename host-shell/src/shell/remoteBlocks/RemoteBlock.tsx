import styled from '@emotion/styled';
import { RemoteSlot } from '@showroom/mfe-runtime/host';
import { MODULES, type ContentBlock } from '@showroom/contracts';
import type { BlockRenderer } from '../../blocks/blockRenderer';
import { usePage } from '../page/PageContext';
import { useRemoteBlocks } from './RemoteBlocksContext';

// The page's content width, as the host's own blocks have it (CardList, Blurb ...): the remote's block
// fills it, so a team's block lines up with the rest of the page without knowing the page.
const Width = styled.div`
  max-width: 1280px;
  margin: 32px auto;
  padding: 0 16px;
`;

/** A content block that a remote renders: its slot (whose inputs carry the block's fields for a browser-side load). */
export function RemoteBlock({ block }: { block: ContentBlock }) {
  const { language } = usePage();
  const { slots, components, stale } = useRemoteBlocks();
  const slot = slots[block.uid];
  if (!slot) return null;
  return (
    <Width>
      <RemoteSlot
        slot={slot}
        language={language}
        Component={components[slot.id]}
        staleHtml={stale[slot.id]}
      />
    </Width>
  );
}

const render: BlockRenderer = ({ block }) => <RemoteBlock block={block} />;

/** The blocks remotes render (the catalogue's block modules, packages/contracts), by componentName. */
export const REMOTE_BLOCK_RENDERERS: Record<string, BlockRenderer> = Object.fromEntries(
  MODULES.flatMap((entry) => (entry.kind === 'block' ? [[entry.block, render] as const] : [])),
);
