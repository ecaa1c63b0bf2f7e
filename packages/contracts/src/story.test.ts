import { articleNeighboursSchema, storiesAnswerSchema, storyBackPath, storyTagIds } from './story';
import { facetLabelMap, facetLabelsSchema } from './facetLabel';
import { KNOWN_BLOCK_SCHEMAS } from './blocks';
import { layoutSchema } from './layout';

const story = {
  id: '7F3A0C1E9B2D4E6F8A1B3C5D7E9F0A2B',
  date: { value: '2025-03-14T09:30:00.000Z', formattedValue: '2025-03-14' },
  image: { src: '/-/media/stories/7F3A0C1E9B2D4E6F8A1B3C5D7E9F0A2B/1.svg', alt: 'Nya BMW i4' },
  title: 'Nya BMW i4 är här',
  premble: 'Nu kan du provköra den.',
  body: '<p>Text</p>',
  tags: 'A1|B2',
  url: { path: '/nyheter/2025/nya-bmw-i4-ar-har' },
  displayName: 'Nya BMW i4 är här',
  author: 'Anna Berg',
};

describe('stories', () => {
  it('parses a realistic stories answer', () => {
    const answer = storiesAnswerSchema.parse({
      index: { id: 'stories-index-dealergroup-se', showDates: true, layout: 'Variant 2', highlightLatestStory: false, url: { path: '/nyheter' } },
      page: { total: 31, pageInfo: { hasNext: true, endCursor: 'abc' }, stories: [story] },
    });
    expect(answer.page.stories[0]?.title).toBe('Nya BMW i4 är här');
  });
  it('rejects a date formatted any other way', () => {
    const bad = { ...story, date: { value: story.date.value, formattedValue: '14.3.2025' } };
    expect(storiesAnswerSchema.safeParse({ index: { id: 'stories-index-x', showDates: true, layout: 'Variant 1', highlightLatestStory: true, url: { path: '/x' } }, page: { total: 1, pageInfo: { hasNext: false, endCursor: null }, stories: [bad] } }).success).toBe(false);
  });
  it('splits tags and finds the back path two segments up', () => {
    expect(storyTagIds('A1|B2|')).toEqual(['A1', 'B2']);
    expect(storyTagIds('')).toEqual([]);
    expect(storyBackPath('/en/nyheter/2025/some-story')).toBe('/en/nyheter');
    expect(storyBackPath('/nyheter/2025/some-story')).toBe('/nyheter');
  });
  it('allows a missing neighbour', () => {
    expect(articleNeighboursSchema.parse({ nextArticle: '/nyheter/2024/a', prevArticle: null }).prevArticle).toBeNull();
  });
});

describe('facet labels', () => {
  it('maps names to labels', () => {
    const labels = facetLabelsSchema.parse([{ Name: 'car_brand', Label: 'Märke' }, { Name: 'car_brand>car_model', Label: 'Modell' }]);
    expect(facetLabelMap(labels)).toEqual({ car_brand: 'Märke', 'car_brand>car_model': 'Modell' });
    expect(facetLabelsSchema.safeParse([{ Name: 'car_brand', Label: '' }]).success).toBe(false);
  });
});

describe('new blocks and placeholders', () => {
  it('checks a countdown strictly and keeps placeholders optional', () => {
    const countdown = { uid: 'c', componentName: 'Countdown', fields: { Title: 'Kampanj', TargetDate: '2025-04-01T00:00:00.000Z', Days: 3, Hours: 4, Minutes: 5, Seconds: 6 } };
    expect(KNOWN_BLOCK_SCHEMAS.Countdown.safeParse(countdown).success).toBe(true);
    expect(KNOWN_BLOCK_SCHEMAS.Countdown.safeParse({ ...countdown, fields: { ...countdown.fields, Hours: 24 } }).success).toBe(false);
    const item = { path: '/', name: 'home', language: 'sv', metaTitle: 'Start', navTitle: 'Start', components: [] };
    expect(layoutSchema.parse({ item }).item?.placeholders).toBeUndefined();
    const withPlaceholders = layoutSchema.parse({ item: { ...item, placeholders: { header: [], main: [countdown], footer: [] } } });
    expect(withPlaceholders.item?.placeholders?.main[0]?.componentName).toBe('Countdown');
  });
  it('defaults a carousel to 5 seconds autoplay', () => {
    const slide = { Title: 'S', TextShadow: false, TextColor: 'White', ButtonType: 'None' };
    const parsed = KNOWN_BLOCK_SCHEMAS.Carousel.parse({ uid: 'k', componentName: 'Carousel', fields: { HasMediaButtons: true, ContentPlacementXAxis: 'Left', ContentPlacementYAxis: 'Bottom', Height: 'Medium', Slides: [slide] } });
    expect(parsed.fields.AutoplaySeconds).toBe(5);
  });
});
