import * as z from 'zod/mini';
import { KNOWN_BLOCK_SCHEMAS, layoutSchema, storiesAnswerSchema } from '@showroom/contracts';
import { localizePath, SITE_CODES, SITES } from '@showroom/sites';
import { graphql } from 'graphql';
import { contentRoots } from './route';
import { contentSchema } from './schema';

const roots = contentRoots({ seed: 1, now: new Date('2025-06-15T12:00:00.000Z') });

async function run(source: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
  const result = await graphql({ schema: contentSchema, source, rootValue: roots.full, variableValues: variables });
  if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join('; '));
  return (result.data ?? {}) as Record<string, unknown>;
}

const LAYOUT = `query L($site: String!, $routePath: String!, $language: String!) { layout(site: $site, routePath: $routePath, language: $language) { item { path name language metaTitle navTitle components { uid componentName placeholder fields } placeholders { header { uid componentName } main { uid componentName placeholder fields } footer { uid componentName } } } } }`;
const FIRST_STORY = `query S($site: String!, $language: String!) { stories(site: $site, language: $language, limit: 1) { page { stories { url { path } } } } }`;

// The host parses these blocks with the strict contracts; every site and language must pass.
describe.each(SITE_CODES.flatMap((code) => SITES[code].locales.map((locale) => [code, locale.language] as const)))('story blocks of %s in %s', (site, language) => {
  it('has a StoriesList block on the stories index that parses strictly, page size 4', async () => {
    const routePath = localizePath(SITES[site], SITES[site].paths.stories ?? '/', language);
    const item = layoutSchema.parse((await run(LAYOUT, { site, routePath, language })).layout).item;
    const block = item?.placeholders?.main.find((c) => c.componentName === 'StoriesList');
    const parsed = KNOWN_BLOCK_SCHEMAS.StoriesList.parse(block);
    expect(parsed.fields.PageSize).toBe(4);
    expect(parsed.fields.Datasource).toBe(routePath);
  });

  it('has a StoryDetail block on a story page that parses strictly', async () => {
    const first = z.pick(storiesAnswerSchema.shape.page.shape.stories.def.element, { url: true });
    const answer = (await run(FIRST_STORY, { site, language })) as { stories: { page: { stories: unknown[] } } };
    const path = first.parse(answer.stories.page.stories[0]).url.path;
    const item = layoutSchema.parse((await run(LAYOUT, { site, routePath: path, language })).layout).item;
    const parsed = KNOWN_BLOCK_SCHEMAS.StoryDetail.parse(item?.components.find((c) => c.componentName === 'StoryDetail'));
    expect(parsed.fields.url.path).toBe(path);
    // The newest story has no newer neighbour.
    expect(parsed.fields.prevArticle).toBeNull();
  });
});
