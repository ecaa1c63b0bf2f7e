import type { ArticleNeighbours, PublishInfo, StoriesAnswer, Story, StoryTag } from '@showroom/contracts';
import type { SlotDescriptor } from '@showroom/mfe-runtime';

/**
 * What the server computed for a block beyond its fields, by block uid: the hero's blur
 * placeholder, the first page of a stories list, the teaser's stories, a story's neighbours, and
 * for a block a remote renders, its slot. The server fills it while it renders (server/slots/loadBlocks.ts,
 * one loader per block wherever its code lives); the browser reads the same values from the page state.
 */
export type BlockData =
  | { kind: 'hero'; blurDataUrl: string | null }
  | { kind: 'storiesList'; answer: StoriesAnswer | null; tags: StoryTag[]; selectedTags?: string[] }
  | { kind: 'storiesTeaser'; stories: Story[] | null }
  | { kind: 'storyDetail'; publish: PublishInfo | null; neighbours: ArticleNeighbours | null }
  | { kind: 'remote'; slot: SlotDescriptor };

export type BlockDataMap = Record<string, BlockData>;

/** The block data of a uid when it is of the kind asked for. */
export function blockDataOf<K extends BlockData['kind']>(map: BlockDataMap, uid: string, kind: K): Extract<BlockData, { kind: K }> | undefined {
  const data = map[uid];
  return data?.kind === kind ? (data as Extract<BlockData, { kind: K }>) : undefined;
}
