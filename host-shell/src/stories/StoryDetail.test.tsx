import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentBlock } from '@showroom/contracts';
import type { Language, SiteCode } from '@showroom/sites';
import type { BlockData } from '../shell/page/blockData';
import { renderInPage, samplePageContext } from '../shell/testing/renderInPage';
import { StoryDetail } from './StoryDetail';
import { cssOf } from './testing/cssOf';
import { sampleStory } from './testing/sampleStories';

const story = sampleStory(5, { url: { path: '/en/nyheter/2025/nyhet-5' }, body: '<p>Första stycket.</p><p><a href="/bilar">Se bilar</a></p>' });
const BLOCK: ContentBlock = { uid: 'detail', componentName: 'StoryDetail', fields: { ...story, nextArticle: '/en/nyheter/2025/from-fields-older', prevArticle: null, backPath: '/en/nyheter' } };
const PUBLISH = { date: { value: '2025-03-23T09:30:00.000Z', formattedValue: '23/03/2025' }, author: 'Per Ek', path: story.url.path };

function renderStory(options: { data?: BlockData | null; language?: Language; siteCode?: SiteCode; editing?: boolean; block?: ContentBlock } = {}) {
  const { data = { kind: 'storyDetail', publish: PUBLISH, neighbours: { prevArticle: '/en/nyheter/2025/newer', nextArticle: '/en/nyheter/2025/older' } }, language = 'en', siteCode = 'dealergroup-se', editing = false } = options;
  return renderInPage(
    <StoryDetail block={options.block ?? BLOCK} />,
    samplePageContext({ siteCode, language, editing, path: story.url.path, blockData: data ? { detail: data } : {} }),
  );
}

describe('StoryDetail', () => {
  it('shows title, image, intro and the body rich text', () => {
    renderStory();
    expect(screen.getByRole('heading', { level: 1, name: 'Nyhet 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bild 5' })).toHaveAttribute('src', `/_image?url=${encodeURIComponent('/-/media/stories/5/1.svg')}&w=1280`);
    expect(screen.getByText('Ingress 5')).toBeInTheDocument();
    expect(screen.getByText('Första stycket.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se bilar' })).toHaveAttribute('href', '/bilar');
  });

  it('has a fixed back button to the story path minus its last two segments', () => {
    renderStory();
    const back = screen.getByRole('link', { name: 'Back' });
    // /en/nyheter/2025/nyhet-5 minus "2025/nyhet-5".
    expect(back).toHaveAttribute('href', '/en/nyheter');
    expect(cssOf(back)).toMatch(/position: fixed;/);
  });

  it('shows the author and published line from publish info, DD/MM/YYYY in English', () => {
    renderStory();
    const time = screen.getByText('23/03/2025');
    expect(time).toHaveAttribute('datetime', '2025-03-23T09:30:00.000Z');
    expect(time.parentElement?.textContent).toBe('Per Ek · Published 23/03/2025');
  });

  it('falls back to the story date and author without publish info, YYYY-MM-DD in Swedish', () => {
    renderStory({ language: 'sv', data: { kind: 'storyDetail', publish: null, neighbours: null } });
    // Story 5 is dated 2025-03-23 (28 − 5), by Anna Berg.
    expect(screen.getByText('2025-03-23').parentElement?.textContent).toBe('Anna Berg · Publicerad 2025-03-23');
  });

  it('links the previous (newer) and next (older) articles', () => {
    renderStory();
    const nav = screen.getByRole('navigation', { name: 'More articles' });
    expect(within(nav).getByRole('link', { name: 'Previous article' })).toHaveAttribute('href', '/en/nyheter/2025/newer');
    expect(within(nav).getByRole('link', { name: 'Next article' })).toHaveAttribute('href', '/en/nyheter/2025/older');
  });

  it('leaves out a missing neighbour', () => {
    renderStory({ data: { kind: 'storyDetail', publish: PUBLISH, neighbours: { prevArticle: null, nextArticle: '/en/nyheter/2025/older' } } });
    expect(screen.queryByRole('link', { name: 'Previous article' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next article' })).toBeInTheDocument();
  });

  it('shows the story without previous/next when the neighbours query failed', () => {
    renderStory({ data: { kind: 'storyDetail', publish: PUBLISH, neighbours: null } });
    expect(screen.getByRole('heading', { level: 1, name: 'Nyhet 5' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'More articles' })).not.toBeInTheDocument();
  });

  it('uses the neighbours of its own fields when the server computed no block data', () => {
    renderStory({ data: null });
    expect(screen.getByRole('link', { name: 'Next article' })).toHaveAttribute('href', '/en/nyheter/2025/from-fields-older');
    expect(screen.queryByRole('link', { name: 'Previous article' })).not.toBeInTheDocument();
  });

  it('renders nothing for fields that do not parse, and a note for editors', () => {
    const bad: ContentBlock = { uid: 'detail', componentName: 'StoryDetail', fields: { title: 'x' } };
    const { container } = renderStory({ block: bad });
    expect(container).toBeEmptyDOMElement();
    renderStory({ block: bad, editing: true });
    expect(screen.getByRole('note')).toHaveTextContent('StoryDetail');
  });

  it('marks its fields editable in editing mode', () => {
    renderStory({ editing: true });
    expect(document.querySelectorAll('[data-editable-field]')).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 1 }).closest('[data-editable-field]')).toHaveAttribute('data-editable-field', 'title');
  });
});

describe('StoryDetail: sharing', () => {
  // jsdom serves the page from http://localhost; the effect swaps the production URL for it.
  const pageUrl = () => `http://localhost${story.url.path}`;
  beforeEach(() => window.history.replaceState(null, '', `${story.url.path}?utm_source=x#top`));

  it('links LinkedIn, Facebook, WhatsApp and X with the absolute page URL, in a new tab with rel noopener', () => {
    renderStory();
    const encoded = encodeURIComponent(pageUrl());
    const expected: [string, string][] = [
      ['Share on LinkedIn (opens in a new tab)', `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`],
      ['Share on Facebook (opens in a new tab)', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`],
      ['Share on WhatsApp (opens in a new tab)', `https://wa.me/?text=Nyhet%205%20${encoded}`],
      ['Share on X (opens in a new tab)', `https://x.com/intent/post?url=${encoded}&text=Nyhet%205`],
    ];
    for (const [name, href] of expected) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    }
  });

  it('copies the page URL and confirms for 1000 ms', async () => {
    jest.useFakeTimers();
    try {
      const writeText = jest.fn(async () => undefined);
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
      renderStory();
      // Inside one act: the confirmation follows the clipboard's promise, and React's scheduler runs on the faked clock.
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
      });
      expect(writeText).toHaveBeenCalledWith(pageUrl());
      expect(screen.getByText('Link copied')).toHaveAttribute('role', 'status');
      await act(async () => jest.advanceTimersByTime(999));
      expect(screen.getByText('Link copied')).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(1));
      expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when the clipboard refuses', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async () => Promise.reject(new Error('denied')) } });
    renderStory({ language: 'sv' });
    await user.click(screen.getByRole('button', { name: 'Kopiera länk' }));
    expect(await screen.findByText('Länken kunde inte kopieras')).toBeInTheDocument();
  });

  it('renders the production URL on the server, the same on both sides', async () => {
    const { renderToString } = await import('react-dom/server');
    const { ThemeRoot } = await import('@showroom/ui');
    const { PageProvider } = await import('../shell/page/PageContext');
    const context = samplePageContext({ siteCode: 'dealergroup-se', language: 'en', path: story.url.path });
    const html = renderToString(
      <ThemeRoot theme={context.site.theme}>
        <PageProvider value={context}>
          <StoryDetail block={BLOCK} />
        </PageProvider>
      </ThemeRoot>,
    );
    expect(html).toContain(encodeURIComponent('https://dealergroup.se/en/nyheter/2025/nyhet-5'));
  });
});
