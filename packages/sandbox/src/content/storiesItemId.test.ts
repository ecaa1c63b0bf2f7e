import { graphql } from 'graphql';
import { contentRoots } from './route';
import { contentSchema } from './schema';

const roots = contentRoots({ seed: 1, now: new Date('2025-06-15T12:00:00.000Z') });
const run = (itemId: string) =>
  graphql({
    schema: contentSchema,
    rootValue: roots.full,
    source: 'query ($itemId: ID) { stories(site: "carstore-fi", language: "fi", itemId: $itemId, limit: 2) { index { id } page { total } } }',
    variableValues: { itemId },
  });

describe('stories query itemId', () => {
  it('answers for the index item of the site and names it in the answer', async () => {
    const result = await run('stories-index-carstore-fi');
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({ stories: { index: { id: 'stories-index-carstore-fi' } } });
  });
  it('refuses another item with a clear message', async () => {
    const result = await run('stories-index-premium-uk');
    expect(result.errors?.[0]?.message).toBe('Unknown stories item: stories-index-premium-uk');
  });
});
