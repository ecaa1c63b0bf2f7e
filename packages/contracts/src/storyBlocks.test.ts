import { contentBlockSchema, KNOWN_BLOCK_SCHEMAS, storiesListFieldsSchema } from './blocks';

const index = { id: 'stories-index-carstore-se', showDates: true, layout: 'Variant 1', highlightLatestStory: false, url: { path: '/nyheter' } };
const story = {
  id: '7F3A0C1E9B2D4E6F8A1B3C5D7E9F0A2B',
  date: { value: '2025-03-14T09:30:00.000Z', formattedValue: '2025-03-14' },
  image: { src: '/-/media/stories/1.svg', alt: 'Nya BMW i4' },
  title: 'Nya BMW i4 är här',
  premble: 'Nu kan du provköra den.',
  body: '<p>Text</p>',
  tags: 'A1|B2',
  url: { path: '/nyheter/2025/nya-bmw-i4-ar-har' },
  displayName: 'Nya BMW i4 är här',
  author: 'Anna Berg',
};

describe('story blocks', () => {
  it('parses a stories list: index settings, Datasource and a page size of 4 by default', () => {
    expect(storiesListFieldsSchema.parse({ ...index, Datasource: '/nyheter' }).PageSize).toBe(4);
    expect(KNOWN_BLOCK_SCHEMAS.StoriesList.safeParse({ uid: 'l', componentName: 'StoriesList', fields: { ...index, layout: 'Variant 3', Datasource: '/nyheter' } }).success).toBe(false);
  });
  it('parses a story detail with its neighbours, either of which may be missing', () => {
    const block = { uid: 'd', componentName: 'StoryDetail', fields: { ...story, nextArticle: '/nyheter/2025/b', prevArticle: null, backPath: '/nyheter' } };
    expect(KNOWN_BLOCK_SCHEMAS.StoryDetail.parse(block).fields.prevArticle).toBeNull();
    expect(KNOWN_BLOCK_SCHEMAS.StoryDetail.safeParse({ ...block, fields: { ...story, url: { path: 'no-slash' } } }).success).toBe(false);
  });
  it('keeps a broken story block as a generic block rather than failing the page', () => {
    const parsed = contentBlockSchema.parse({ uid: 'd', componentName: 'StoryDetail', fields: { title: 'only a title' } });
    expect(parsed.componentName).toBe('StoryDetail');
  });
});
