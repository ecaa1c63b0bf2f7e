import { act, type ReactElement } from 'react';
import { ThemeRoot } from '@showroom/ui';
import type { ContentBlock } from '@showroom/contracts';
import { mockIntersectionObserver, mockMatchMedia, mockMediaPlayback, mockResizeObserver, serverRenderThenHydrate } from '@showroom/test-kit';
import { PageProvider } from '../../shell/page/PageContext';
import { samplePageContext } from '../../shell/testing/renderInPage';
import { ContentBlocks } from '../ContentBlocks';
import { HOST_BLOCKS, preloadHostBlocks } from '../catalogue/hostBlocks';
import { homePageFixture } from '../testing/homePageFixture';
import { BlockCodeProvider, blockPlaceName, type BlockCode } from './BlockCodeContext';

// The countdown's figures as the server sends them (the CMS's numbers) and as the browser's clock makes them once
// hydrated: 2029-12-01 to 2030-01-01 is 31 days.
const CMS_FIGURES = ['9', '14', '30', '00'];
const CLOCK_FIGURES = ['31', '00', '00', '00'];

describe('content blocks below the fold', () => {
  beforeAll(() => preloadHostBlocks(Object.keys(HOST_BLOCKS)));

  it('keep their server HTML, unhydrated and without fetching their code, until their place comes near', async () => {
    jest.useFakeTimers({ now: Date.UTC(2029, 11, 1) });
    const mocks = [mockMatchMedia(() => false), mockResizeObserver(), mockMediaPlayback()];
    const io = mockIntersectionObserver();
    const blocks = homePageFixture('2030-01-01T00:00:00.000Z');
    const prepare = jest.fn((block: ContentBlock) => Promise.resolve(block.uid));
    // Only the hero was near as the page started (client/bootstrap measured it).
    const code: BlockCode = { near: (uid) => uid === 'home-hero', prepare };
    const context = samplePageContext();
    const page = (withCode: boolean): ReactElement => (
      <ThemeRoot theme={context.site.theme}>
        <PageProvider value={context}>
          {withCode ? (
            <BlockCodeProvider value={code}>
              <ContentBlocks blocks={blocks} />
            </BlockCodeProvider>
          ) : (
            <ContentBlocks blocks={blocks} />
          )}
        </PageProvider>
      </ThemeRoot>
    );
    // Hydrates without a mismatch or a console error (serverRenderThenHydrate asserts both).
    const { container } = await serverRenderThenHydrate(page(true), { server: page(false) });
    const place = (uid: string) => container.querySelector(`[data-loads-when-near="${blockPlaceName(uid)}"]`)!;
    const figures = () => [...container.querySelectorAll('[role="timer"] strong')].map((el) => el.textContent);

    expect(prepare).not.toHaveBeenCalled();
    expect(place('home-hero').getAttribute('data-ready')).toBe('true');
    expect(place('home-countdown').hasAttribute('data-ready')).toBe(false);
    // Server HTML on show, but no clock running in it yet.
    expect(figures()).toEqual(CMS_FIGURES);

    // A place that leaves the view (or never came) fetches nothing.
    await act(async () => io.intersect(false, (el) => el === place('home-countdown')));
    expect(prepare).not.toHaveBeenCalled();

    await act(async () => io.intersect(true, (el) => el === place('home-countdown')));
    expect(prepare.mock.calls.map(([block]) => block.uid)).toEqual(['home-countdown']);
    expect(place('home-countdown').getAttribute('data-ready')).toBe('true');
    expect(figures()).toEqual(CLOCK_FIGURES);
    // The others still wait for theirs.
    expect(place('home-stories').hasAttribute('data-ready')).toBe(false);

    for (const mock of [...mocks, io]) mock.restore();
    container.remove();
    jest.useRealTimers();
  });
});
