import { screen, within } from '@testing-library/react';
import type { ContentBlock } from '@showroom/contracts';
import { renderInPage, samplePageContext } from '../../shell/testing/renderInPage';
import { BlockScope } from '../BlockScope';
import { CardList } from './CardList';

const card = (title: string, extra: Record<string, unknown> = {}) => ({ Title: title, Text: `<p>${title} text</p>`, Link: { href: `/${title.toLowerCase()}`, text: title }, ImageDesktop: { src: `/img/${title}.jpg`, alt: title }, ...extra });

const list = (fields: Record<string, unknown>): ContentBlock => ({ uid: 'cards-1', componentName: 'CardList', fields }) as ContentBlock;

const renderList = (block: ContentBlock, { editing = false } = {}) =>
  renderInPage(
    <BlockScope value={{ defaultHeading: 'h2' }}>
      <CardList block={block} index={2} />
    </BlockScope>,
    samplePageContext({ editing }),
  );

describe('CardList', () => {
  it('renders the title and each card in a list, cards one heading level below the title', () => {
    renderList(list({ Title: 'Våra tjänster', Cards: [card('Service'), card('Däck')] }));
    expect(screen.getByRole('heading', { level: 2, name: 'Våra tjänster' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Service' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Däck' })).toHaveAttribute('href', '/däck');
    expect(within(items[1]!).getByRole('img', { name: 'Däck' })).toBeInTheDocument();
  });

  it("honours a card's TitleTag", () => {
    renderList(list({ Title: 'Tjänster', Cards: [card('Service', { TitleTag: 'h4' })] }));
    expect(screen.getByRole('heading', { level: 4, name: 'Service' })).toBeInTheDocument();
  });

  it('gives cards the block heading when the list has no title', () => {
    renderList(list({ Cards: [card('Service')] }));
    expect(screen.getByRole('heading', { level: 2, name: 'Service' })).toBeInTheDocument();
  });

  it('marks the wide variant (4 columns from 1280 px)', () => {
    const { container } = renderList(list({ Variant: 'Wide', Cards: [card('A')] }));
    expect(container.querySelector('ul')).toHaveAttribute('data-wide', 'true');
    const img = screen.getByRole('img', { name: 'A' });
    expect(img).toHaveAttribute('sizes', '(min-width: 1280px) 25vw, (min-width: 768px) 33vw, 100vw');
  });

  it('uses the default 3-column variant otherwise', () => {
    const { container } = renderList(list({ Cards: [card('A')] }));
    expect(container.querySelector('ul')).toHaveAttribute('data-wide', 'false');
  });

  it('skips a bad card and logs it, keeping the others', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderList(list({ Title: 'Tjänster', Cards: [card('Service'), { Title: 42 }, card('Däck')] }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('CardList cards-1 item 1 is skipped'));
    error.mockRestore();
  });

  it('paints each card with its background colour', () => {
    const { container } = renderList(list({ Cards: [card('A', { BackgroundColor: 'BackgroundColor3' })] }));
    expect(container.querySelector('article')).toHaveAttribute('data-card-background', 'BackgroundColor3');
  });

  it('renders nothing without cards', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(renderList(list({ Title: 'Tom', Cards: [] })).container).toBeEmptyDOMElement();
    expect(renderList(list({ Title: 'Fel' })).container).toBeEmptyDOMElement();
    error.mockRestore();
  });
});
