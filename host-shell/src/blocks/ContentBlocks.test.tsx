import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ContentBlock } from '@showroom/contracts';
import { ThemeRoot } from '@showroom/ui';
import { PageProvider } from '../shell/page/PageContext';
import { renderInPage, samplePageContext } from '../shell/testing/renderInPage';
import type { BlockRenderer } from './blockRenderer';
import { ContentBlocks } from './ContentBlocks';
import { HOST_BLOCKS, preloadHostBlocks } from './catalogue/hostBlocks';

const hero: ContentBlock = {
  uid: 'home-hero',
  componentName: 'HeroBanner',
  fields: {
    Content: 'Image',
    Image: { src: '/-/media/hero/1.jpg', alt: 'Bil' },
    Title: 'Hedin Bil',
    ButtonType: 'Primary',
    TextColor: 'White',
    ContentPlacement: 'Center',
    CenterContent: true,
    HasMarginTop: false,
    Variant: 'FullScreen',
    HeroBannerHasSearchBar: false,
  },
};
const blurb = (uid: string, title: string, extra: Record<string, unknown> = {}): ContentBlock => ({ uid, componentName: 'Blurb', fields: { Title: title, Text: `<p>${title}</p>`, ...extra } });

const Boom: BlockRenderer = () => {
  throw new Error('kaboom');
};

describe('ContentBlocks', () => {
  // As the browser does before hydrating (client/bootstrap): the blocks with a chunk of their own are fetched first.
  beforeAll(() => preloadHostBlocks(Object.keys(HOST_BLOCKS)));

  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('renders the built-in blocks in order', () => {
    renderInPage(<ContentBlocks blocks={[hero, blurb('b1', 'Anläggningar'), blurb('b2', 'Nyheter')]} />);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Hedin Bil', 'Anläggningar', 'Nyheter']);
  });

  it('gives the first titled block the h1 and the others h2', () => {
    const carousel: ContentBlock = { uid: 'c', componentName: 'Unknown', fields: {} };
    renderInPage(<ContentBlocks blocks={[carousel, blurb('b1', 'Först'), blurb('b2', 'Sedan')]} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Först');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Sedan');
  });

  it('lets a TitleTag override the h1 default', () => {
    renderInPage(<ContentBlocks blocks={[blurb('b1', 'Först', { TitleTag: 'h2' }), blurb('b2', 'Sedan')]} />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });

  it('renders nothing for an unknown block, and a note in editing mode', () => {
    const unknown: ContentBlock = { uid: 'x', componentName: 'FancyWidget', fields: {} };
    const { container } = renderInPage(<ContentBlocks blocks={[unknown]} />);
    expect(container).toBeEmptyDOMElement();
    renderInPage(<ContentBlocks blocks={[unknown]} />, samplePageContext({ editing: true }));
    expect(screen.getByRole('note')).toHaveTextContent('Komponenten FancyWidget kan inte visas här.');
  });

  it('adds and overrides renderers', () => {
    const teaser: ContentBlock = { uid: 't', componentName: 'StoriesTeaser', fields: {} };
    const renderers = {
      StoriesTeaser: ({ block, index }: { block: ContentBlock; index: number }) => <p>teaser {block.uid} at {index}</p>,
      Blurb: () => <p>own blurb</p>,
    };
    renderInPage(<ContentBlocks blocks={[blurb('b1', 'X'), teaser]} renderers={renderers} />);
    expect(screen.getByText('own blurb')).toBeInTheDocument();
    expect(screen.getByText('teaser t at 1')).toBeInTheDocument();
  });

  it('shows the Swedish placeholder for a block that throws, logs it, and renders the rest', () => {
    const broken: ContentBlock = { uid: 'broken-1', componentName: 'Broken', fields: {} };
    renderInPage(<ContentBlocks blocks={[blurb('b1', 'Före'), broken, blurb('b2', 'Efter')]} renderers={{ Broken: Boom }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Aj då');
    expect(alert).toHaveTextContent('Här borde en sektion synas men något har tyvärr blivit fel');
    expect(alert).toHaveTextContent('Prova ladda om sidan');
    expect(screen.getByRole('button', { name: 'Ladda om' })).toBeInTheDocument();
    expect(screen.getByText('Före', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByText('Efter', { selector: 'h2' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('[blocks] Broken broken-1 failed to render', expect.any(Error), expect.anything());
  });

  it('keeps the rest of the page in the server render when a block throws', () => {
    const context = samplePageContext();
    const html = renderToString(
      <ThemeRoot theme={context.site.theme}>
        <PageProvider value={context}>
          <ContentBlocks blocks={[blurb('b1', 'Före'), { uid: 'x', componentName: 'Broken', fields: {} }, blurb('b2', 'Efter')]} renderers={{ Broken: Boom }} />
        </PageProvider>
      </ThemeRoot>,
    );
    expect(html).toContain('Före');
    expect(html).toContain('Efter');
  });
});
