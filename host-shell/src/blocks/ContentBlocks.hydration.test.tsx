import type { ReactElement } from 'react';
import { ThemeRoot } from '@showroom/ui';
import { PageProvider } from '../shell/page/PageContext';
import { samplePageContext } from '../shell/testing/renderInPage';
import { ContentBlocks } from './ContentBlocks';
import { HOST_BLOCKS, preloadHostBlocks } from './catalogue/hostBlocks';
import { homePageFixture } from './testing/homePageFixture';
import { mockIntersectionObserver, mockMatchMedia, mockMediaPlayback, mockResizeObserver, serverRenderThenHydrate } from '@showroom/test-kit';

describe('ContentBlocks hydration', () => {
  // As the browser does before hydrating (client/bootstrap): the blocks with a chunk of their own are fetched first.
  beforeAll(() => preloadHostBlocks(Object.keys(HOST_BLOCKS)));

  it('hydrates the home page without a mismatch, even where the browser differs (desktop, motion allowed)', async () => {
    jest.useFakeTimers({ now: Date.UTC(2029, 11, 1) });
    const media = mockMatchMedia((query) => query === '(min-width: 1280px)');
    const io = mockIntersectionObserver();
    const ro = mockResizeObserver();
    const playback = mockMediaPlayback();
    const context = samplePageContext();
    const page = (): ReactElement => (
      <ThemeRoot theme={context.site.theme}>
        <PageProvider value={context}>
          <ContentBlocks blocks={homePageFixture('2030-01-01T00:00:00.000Z')} />
        </PageProvider>
      </ThemeRoot>
    );
    const { container } = await serverRenderThenHydrate(page(), { server: page() });
    // after mount the browser's values apply: the desktop placeholder and the clock's countdown
    expect(container.querySelector('input[name="keyphrase"]')).toHaveAttribute('placeholder', 'Sök bland alla bilar');
    // 2029-12-01 to 2030-01-01 is 31 days (the fixture's CMS numbers said 9 d 14 h 30 min)
    expect([...container.querySelectorAll('[role="timer"] strong')].map((el) => el.textContent)).toEqual(['31', '00', '00', '00']);
    media.restore();
    io.restore();
    ro.restore();
    playback.restore();
    container.remove();
    jest.useRealTimers();
  });
});
