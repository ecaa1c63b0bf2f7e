import type { StoriesGraph } from '@showroom/bff';
import { storiesListFieldsSchema, storiesTeaserFieldsSchema, storyDetailFieldsSchema, type ContentBlock, type StoryTag } from '@showroom/contracts';
import type { Language, SiteDefinition } from '@showroom/sites';
import type { BlockData, BlockDataMap } from '../../shell/page/blockData';
import type { StoriesListData } from '../storiesListData';
import { readStoriesUrlState, searchParamsOf, TEASER_STORIES } from '../storiesUrlState';

/** The graph queries the loader uses (createStoriesGraph of @showroom/bff gives them). */
export type StoriesGraphPort = Pick<StoriesGraph, 'stories' | 'tags' | 'publishInfo' | 'articleNeighbours'>;

export interface StoriesLoaderLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface StoriesBlockDataInput {
  site: SiteDefinition;
  language: Language;
  /** The page's blocks; only StoriesList, StoriesTeaser and StoryDetail are looked at. */
  blocks: readonly ContentBlock[];
  /** The request's query: `tags` and `page` decide the list's first render. */
  query: Readonly<Record<string, string | string[] | undefined>>;
  log: StoriesLoaderLog;
}

/**
 * The server's data for the stories blocks of a page, by block uid. Nothing here throws: a failed
 * list gives answer null (the list shows the generic error text), failed neighbours give null (the
 * story shows without previous/next), and a block whose fields do not parse is skipped and logged.
 */
export async function loadStoriesBlockData(graph: StoriesGraphPort, input: StoriesBlockDataInput): Promise<BlockDataMap> {
  const { site, language, log } = input;
  let tags: Promise<StoryTag[]> | undefined;
  // One tags query per page, however many lists it has.
  const tagsOnce = () =>
    (tags ??= graph.tags(language).catch((error: unknown) => {
      log.warn({ err: error, site: site.code, language }, 'Story tags unavailable; the list shows All only');
      return [];
    }));

  const loaders = input.blocks.map(async (block): Promise<[string, BlockData] | null> => {
    switch (block.componentName) {
      case 'StoriesList':
        return loadList(block);
      case 'StoriesTeaser':
        return loadTeaser(block);
      case 'StoryDetail':
        return loadDetail(block);
      default:
        return null;
    }
  });

  async function loadList(block: ContentBlock): Promise<[string, BlockData] | null> {
    const fields = storiesListFieldsSchema.safeParse(block.fields);
    if (!fields.success) return skip(block, fields.error.issues);
    const url = readStoriesUrlState(searchParamsOf(input.query));
    // page=n means n pages are on screen: one query for all of them, so a shared link shows the same list.
    const limit = fields.data.PageSize * url.pages;
    const [answer, tagList] = await Promise.all([
      graph.stories({ site: site.code, language, datasource: fields.data.Datasource, itemId: fields.data.id, limit, tags: url.tags }).catch((error: unknown) => {
        log.error({ err: error, site: site.code, language, uid: block.uid }, 'Stories list unavailable');
        return null;
      }),
      tagsOnce(),
    ]);
    const data: StoriesListData = { kind: 'storiesList', answer, tags: tagList, selectedTags: url.tags };
    return [block.uid, data];
  }

  async function loadTeaser(block: ContentBlock): Promise<[string, BlockData] | null> {
    const fields = storiesTeaserFieldsSchema.safeParse(block.fields);
    if (!fields.success) return skip(block, fields.error.issues);
    const answer = await graph.stories({ site: site.code, language, datasource: fields.data.Datasource, limit: TEASER_STORIES }).catch((error: unknown) => {
      log.error({ err: error, site: site.code, language, uid: block.uid }, 'Stories teaser unavailable');
      return null;
    });
    return [block.uid, { kind: 'storiesTeaser', stories: answer ? answer.page.stories.slice(0, TEASER_STORIES) : null }];
  }

  async function loadDetail(block: ContentBlock): Promise<[string, BlockData] | null> {
    const fields = storyDetailFieldsSchema.safeParse(block.fields);
    if (!fields.success) return skip(block, fields.error.issues);
    const path = fields.data.url.path;
    const [publish, neighbours] = await Promise.all([
      graph.publishInfo({ site: site.code, language, datasource: path }).catch((error: unknown) => {
        log.warn({ err: error, site: site.code, language, path }, 'Publish info unavailable; the story shows its own date and author');
        return null;
      }),
      // The graph client has logged the failure itself and rethrown it (spec 1 §8); the story still shows.
      graph.articleNeighbours({ site: site.code, language, path }).catch((error: unknown) => {
        log.warn({ err: error, site: site.code, language, path }, 'Article neighbours unavailable; the story shows without previous and next');
        return null;
      }),
    ]);
    return [block.uid, { kind: 'storyDetail', publish, neighbours }];
  }

  function skip(block: ContentBlock, issues: readonly { path: PropertyKey[]; message: string }[]): null {
    log.warn({ uid: block.uid, componentName: block.componentName, issues: issues.slice(0, 3) }, 'Stories block fields do not parse; the block is skipped');
    return null;
  }

  const entries = await Promise.all(loaders);
  return Object.fromEntries(entries.filter((entry): entry is [string, BlockData] => entry !== null));
}
