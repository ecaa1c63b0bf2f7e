/**
 * @jest-environment node
 */
// Server rendering of every built-in block: no window or document exists here, so any access during render fails.
import { renderToString } from 'react-dom/server';
import { ThemeRoot } from '@showroom/ui';
import { PageProvider } from '../shell/page/PageContext';
import { samplePageContext } from '../shell/testing/renderInPage';
import { ContentBlocks } from './ContentBlocks';
import { HOST_BLOCKS, preloadHostBlocks } from './catalogue/hostBlocks';
import { homePageFixture } from './testing/homePageFixture';

describe('ContentBlocks on the server', () => {
  // As the browser does before hydrating (client/bootstrap): the blocks with a chunk of their own are fetched first.
  beforeAll(() => preloadHostBlocks(Object.keys(HOST_BLOCKS)));

  it('renders the whole home page without a browser', () => {
    const context = samplePageContext();
    const html = renderToString(
      <ThemeRoot theme={context.site.theme}>
        <PageProvider value={context}>
          <ContentBlocks blocks={homePageFixture('2030-01-01T00:00:00.000Z')} />
        </PageProvider>
      </ThemeRoot>,
    );
    // one h1 (the hero's), and the content of every block
    expect(html.match(/<h1/g)).toHaveLength(1);
    for (const text of ['Hedin Bil', 'Anläggningar', 'Vi hjälper dig', 'Elbilar', 'Volvo EX30', 'Kampanjen slutar om', '389 900 kr']) expect(html).toContain(text);
    // the phone placeholder in the server render, and content visible before any animation
    expect(html).toContain('placeholder="Köp bil"');
    expect(html).not.toContain('data-reveal="hidden"');
    // the countdown shows the CMS's numbers
    expect(html).toMatch(/<strong>9<\/strong>/);
  });
});
