import styled from '@emotion/styled';
import { RemoteSlot } from '@showroom/mfe-runtime/host';
import type { ContentBlock } from '@showroom/contracts';
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

/** A content block that a remote renders: its slot, with the block's fields for a browser-side load. */
export function RemoteBlock({ block }: { block: ContentBlock }) {
  const { language } = usePage();
  const { slots, components, stale, clientContext } = useRemoteBlocks();
  const slot = slots[block.uid];
  if (!slot) return null;
  return (
    <Width>
      <RemoteSlot
        slot={slot}
        language={language}
        Component={components[slot.id]}
        staleHtml={stale[slot.id]}
        {...(clientContext ? { clientContext: () => ({ ...clientContext(), fields: block.fields ?? {} }) } : {})}
      />
    </Width>
  );
}

const render: BlockRenderer = ({ block }) => <RemoteBlock block={block} />;

/** The blocks remotes render (host-shell/src/server/pages/pageModules.ts BLOCK_MODULES), by componentName. */
export const REMOTE_BLOCK_RENDERERS: Record<string, BlockRenderer> = {
  CarOfTheWeek: render,
  CarTeasers: render,
  CarSearchHero: render,
};
