import { storiesListFieldsSchema, storiesTeaserFieldsSchema, storyDetailFieldsSchema, type ContentBlock, type StoryTag } from '@showroom/contracts';
import type { BlockDataLoader, BlockLoadContext } from '../../blocks/hostBlock';
import type { StoriesListData } from '../storiesListData';
import { readStoriesUrlState, searchParamsOf, TEASER_STORIES } from '../storiesUrlState';

// The stories blocks' server data. Nothing here throws: a failed list gives answer null (the list shows the
// generic error text), failed neighbours give null (the story shows without previous/next), and a block
// whose fields do not parse is skipped and logged.

function skip(block: ContentBlock, ctx: BlockLoadContext, issues: readonly { path: PropertyKey[]; message: string }[]): null {
  ctx.log.warn({ uid: block.uid, componentName: block.componentName, issues: issues.slice(0, 3) }, 'Stories block fields do not parse; the block is skipped');
  return null;
}

// One tags query per page, however many lists it has.
function tagsOnce(ctx: BlockLoadContext, stories: NonNullable<BlockLoadContext['stories']>): Promise<StoryTag[]> {
  return ctx.once('story-tags', () =>
    stories.tags(ctx.language).catch((error: unknown) => {
      ctx.log.warn({ err: error, site: ctx.site.code, language: ctx.language }, 'Story tags unavailable; the list shows All only');
      return [];
    }),
  );
}

/** The stories list's first render: the pages the URL asks for, filtered by its tags, and the tags. */
export const loadStoriesList: BlockDataLoader = async (block, ctx) => {
  const { stories } = ctx;
  if (!stories) return null;
  const fields = storiesListFieldsSchema.safeParse(block.fields);
  if (!fields.success) return skip(block, ctx, fields.error.issues);
  const url = readStoriesUrlState(searchParamsOf(ctx.query));
  // page=n means n pages are on screen: one query for all of them, so a shared link shows the same list.
  const limit = fields.data.PageSize * url.pages;
  const [answer, tags] = await Promise.all([
    stories.stories({ site: ctx.site.code, language: ctx.language, datasource: fields.data.Datasource, itemId: fields.data.id, limit, tags: url.tags }).catch((error: unknown) => {
      ctx.log.error({ err: error, site: ctx.site.code, language: ctx.language, uid: block.uid }, 'Stories list unavailable');
      return null;
    }),
    tagsOnce(ctx, stories),
  ]);
  const data: StoriesListData = { kind: 'storiesList', answer, tags, selectedTags: url.tags };
  return data;
};

/** The teaser's latest stories. */
export const loadStoriesTeaser: BlockDataLoader = async (block, ctx) => {
  const { stories } = ctx;
  if (!stories) return null;
  const fields = storiesTeaserFieldsSchema.safeParse(block.fields);
  if (!fields.success) return skip(block, ctx, fields.error.issues);
  const answer = await stories.stories({ site: ctx.site.code, language: ctx.language, datasource: fields.data.Datasource, limit: TEASER_STORIES }).catch((error: unknown) => {
    ctx.log.error({ err: error, site: ctx.site.code, language: ctx.language, uid: block.uid }, 'Stories teaser unavailable');
    return null;
  });
  return { kind: 'storiesTeaser', stories: answer ? answer.page.stories.slice(0, TEASER_STORIES) : null };
};

/** A story's publish info and its neighbours. */
export const loadStoryDetail: BlockDataLoader = async (block, ctx) => {
  const { stories } = ctx;
  if (!stories) return null;
  const fields = storyDetailFieldsSchema.safeParse(block.fields);
  if (!fields.success) return skip(block, ctx, fields.error.issues);
  const path = fields.data.url.path;
  const where = { site: ctx.site.code, language: ctx.language };
  const [publish, neighbours] = await Promise.all([
    stories.publishInfo({ ...where, datasource: path }).catch((error: unknown) => {
      ctx.log.warn({ err: error, ...where, path }, 'Publish info unavailable; the story shows its own date and author');
      return null;
    }),
    // The graph client has logged the failure itself and rethrown it (spec 1 §8); the story still shows.
    stories.articleNeighbours({ ...where, path }).catch((error: unknown) => {
      ctx.log.warn({ err: error, ...where, path }, 'Article neighbours unavailable; the story shows without previous and next');
      return null;
    }),
  ]);
  return { kind: 'storyDetail', publish, neighbours };
};
