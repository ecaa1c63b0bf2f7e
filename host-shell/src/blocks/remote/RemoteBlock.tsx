import styled from '@emotion/styled';
import { RemoteSlot } from '@showroom/mfe-runtime/host';
import { blockDataOf } from '../../shell/page/blockData';
import { usePage } from '../../shell/page/PageContext';
import type { BlockRendererProps } from '../blockRenderer';
import { useRemoteBlocks } from './RemoteBlocksContext';

// The page's content width, as the host's own blocks have it (CardList, Blurb ...): the remote's block
// fills it, so a team's block lines up with the rest of the page without knowing the page.
const Width = styled.div`
  max-width: 1280px;
  margin: 32px auto;
  padding: 0 16px;
`;

/** A content block that a remote renders: its slot from the block data (whose inputs carry the block's fields for a browser-side load). */
export function RemoteBlock({ block }: BlockRendererProps) {
  const { language, blockData } = usePage();
  const { components, stale } = useRemoteBlocks();
  const slot = blockDataOf(blockData, block.uid, 'remote')?.slot;
  if (!slot) return null;
  return (
    <Width>
      <RemoteSlot slot={slot} language={language} Component={components[slot.id]} staleHtml={stale[slot.id]} />
    </Width>
  );
}
