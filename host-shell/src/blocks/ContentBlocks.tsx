import { Suspense } from 'react';
import type { ContentBlock } from '@showroom/contracts';
import { HydrateWhenNear } from '@showroom/ui';
import { usePage } from '../shell/page/PageContext';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import type { BlockRenderer } from './blockRenderer';
import { BlockScope } from './BlockScope';
import { blockRendererOf } from './catalogue/blockRendererOf';
import { EditorNote } from './EditorNote';
import { firstTitledIndex } from './heading/firstTitledIndex';
import { blockPlaceName, useBlockCode } from './whenNear/BlockCodeContext';

export interface ContentBlocksProps {
  blocks: ContentBlock[];
  /** Renderers by componentName ahead of the page's blocks (catalogue/blockRendererOf): a seam for tests. */
  renderers?: Partial<Record<string, BlockRenderer>>;
}

/**
 * The page's content blocks in order, each by its componentName. Each block sits in its own
 * error boundary, so a block that throws shows the section placeholder and the rest of the page
 * renders; unknown blocks render nothing (a note in editing mode). The first block with a title
 * gets the page's h1 unless its TitleTag says otherwise. In the browser a block hydrates when it comes near the
 * viewport (whenNear/BlockCodeContext): until then its server HTML stays as sent and its code is not fetched.
 */
export function ContentBlocks({ blocks, renderers }: ContentBlocksProps) {
  const { language, t, blockData } = usePage();
  const code = useBlockCode();
  const h1Index = firstTitledIndex(blocks);
  return (
    <>
      {blocks.map((block, index) => {
        const key = `${index}:${block.uid}`;
        const Renderer = renderers?.[block.componentName] ?? blockRendererOf(block, blockData);
        if (!Renderer) return <EditorNote key={key}>{t('blocks.editor.unknown', { name: block.componentName })}</EditorNote>;
        return (
          <BlockScope key={key} value={{ defaultHeading: index === h1Index ? 'h1' : 'h2' }}>
            <BlockErrorBoundary componentName={block.componentName} uid={block.uid} language={language}>
              <HydrateWhenNear name={blockPlaceName(block.uid)} near={code.near(block.uid)} prepare={() => code.prepare(block)}>
                {/* On the server a throwing block becomes this boundary's fallback; the browser then renders it again, and the error boundary catches it. */}
                <Suspense fallback={null}>
                  <Renderer block={block} index={index} />
                </Suspense>
              </HydrateWhenNear>
            </BlockErrorBoundary>
          </BlockScope>
        );
      })}
    </>
  );
}
