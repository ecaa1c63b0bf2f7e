import type { BlockRenderer } from '../blocks/blockRenderer';
import { StoriesList } from '../stories/StoriesList';
import { StoriesTeaser } from '../stories/StoriesTeaser';
import { StoryDetail } from '../stories/StoryDetail';

/** The stories blocks (host-shell/src/stories), added to the content blocks' built-in renderers. */
export const STORY_RENDERERS: Record<string, BlockRenderer> = {
  StoriesList: ({ block }) => <StoriesList block={block} />,
  StoryDetail: ({ block }) => <StoryDetail block={block} />,
  StoriesTeaser: ({ block }) => <StoriesTeaser block={block} />,
};
