import { screen, within } from '@testing-library/react';
import type { ContentBlock, Story } from '@showroom/contracts';
import { renderInPage, samplePageContext } from '../shell/testing/renderInPage';
import { StoriesTeaser } from './StoriesTeaser';
import { cssOf } from './testing/cssOf';
import { sampleStory } from './testing/sampleStories';

const BLOCK: ContentBlock = { uid: 'teaser', componentName: 'StoriesTeaser', fields: { Title: 'Senaste nytt', Datasource: '/nyheter', Count: 3, Link: { href: '/nyheter', text: 'Alla nyheter' } } };
const renderTeaser = (stories: Story[] | null | undefined, block: ContentBlock = BLOCK, editing = false) =>
  renderInPage(<StoriesTeaser block={block} />, samplePageContext({ editing, blockData: stories === undefined ? {} : { teaser: { kind: 'storiesTeaser', stories } } }));

describe('StoriesTeaser', () => {
  it('shows the title, the 3 latest stories as cards and a show-more link to the index', () => {
    renderTeaser([sampleStory(1), sampleStory(2), sampleStory(3)]);
    expect(screen.getByRole('heading', { level: 2, name: 'Senaste nytt' })).toBeInTheDocument();
    const cards = within(screen.getByRole('region', { name: 'Senaste nytt' })).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Nyhet 1', 'Nyhet 2', 'Nyhet 3']);
    expect(screen.getByRole('link', { name: 'Alla nyheter' })).toHaveAttribute('href', '/nyheter');
  });

  it('shows no more than 3 even when given more', () => {
    renderTeaser([1, 2, 3, 4].map((n) => sampleStory(n)));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('lays the cards out 1 per row on phones and 2 from 768 px', () => {
    renderTeaser([sampleStory(1), sampleStory(2), sampleStory(3)]);
    const css = cssOf(screen.getAllByRole('list')[0]!);
    expect(css).toMatch(/grid-template-columns: minmax\(0, 1fr\);/);
    expect(css).toMatch(/@media \(min-width: 768px\) \{\.css-\w+ \{grid-template-columns: repeat\(2, minmax\(0, 1fr\)\);\}\}/);
  });

  it('keeps the title and link when the stories could not be loaded', () => {
    renderTeaser(null);
    expect(screen.getByRole('heading', { name: 'Senaste nytt' })).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Alla nyheter' })).toBeInTheDocument();
  });

  it('falls back to the translated show-more text when the link has none', () => {
    renderTeaser([], { ...BLOCK, fields: { ...BLOCK.fields, Link: { href: '/nyheter' } } });
    expect(screen.getByRole('link', { name: 'Visa fler' })).toHaveAttribute('href', '/nyheter');
  });

  it('renders nothing for fields that do not parse, and a note for editors', () => {
    const bad: ContentBlock = { uid: 'teaser', componentName: 'StoriesTeaser', fields: { Title: 'x' } };
    const { container } = renderTeaser([], bad);
    expect(container).toBeEmptyDOMElement();
    renderTeaser([], bad, true);
    expect(screen.getByRole('note')).toHaveTextContent('StoriesTeaser');
  });
});
