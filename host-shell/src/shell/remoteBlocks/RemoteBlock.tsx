import { RemoteSlot } from '@showroom/mfe-runtime/host';
import type { ContentBlock } from '@showroom/contracts';
import type { BlockRenderer } from '../../blocks/blockRenderer';
import { usePage } from '../page/PageContext';
import { useRemoteBlocks } from './RemoteBlocksContext';

/** A content block that a remote renders: its slot, with the block's fields for a browser-side load. */
export function RemoteBlock({ block }: { block: ContentBlock }) {
  const { language } = usePage();
  const { slots, components, stale, clientContext } = useRemoteBlocks();
  const slot = slots[block.uid];
  if (!slot) return null;
  return (
    <RemoteSlot
      slot={slot}
      language={language}
      Component={components[slot.id]}
      staleHtml={stale[slot.id]}
      {...(clientContext ? { clientContext: () => ({ ...clientContext(), fields: block.fields ?? {} }) } : {})}
    />
  );
}

const render: BlockRenderer = ({ block }) => <RemoteBlock block={block} />;

/** The blocks remotes render (host-shell/src/server/pages/pageModules.ts BLOCK_MODULES), by componentName. */
export const REMOTE_BLOCK_RENDERERS: Record<string, BlockRenderer> = {
  CarOfTheWeek: render,
  CarTeasers: render,
  CarSearchHero: render,
};
