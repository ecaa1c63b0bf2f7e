import type { BlockData } from '../shell/page/blockData';
import { z } from '@showroom/contracts';

/**
 * The list's block data, plus the tags the URL selected: the server filtered the first page by
 * them, so the browser's first render must press the same chips (BlockData's storiesList member
 * does not name the field yet; it travels in the serialised page state all the same).
 */
export type StoriesListData = Extract<BlockData, { kind: 'storiesList' }> & { selectedTags?: string[] };

const selectedTagsSchema = z.object({ selectedTags: z.array(z.string()) });

/** The tags the server selected for the list, or none. */
export function selectedTagsOf(data: Extract<BlockData, { kind: 'storiesList' }> | undefined): string[] {
  const parsed = selectedTagsSchema.safeParse(data);
  return parsed.success ? parsed.data.selectedTags : [];
}
