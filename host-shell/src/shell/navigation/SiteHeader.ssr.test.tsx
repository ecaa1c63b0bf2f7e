/**
 * @jest-environment node
 */
// No window or document here: any access during render fails this test.
import { renderToString } from 'react-dom/server';
import { ThemeRoot } from '@showroom/ui';
import { PageProvider } from '../page/PageContext';
import { samplePageContext } from '../testing/renderInPage';
import { sampleNavigation } from './sampleNavigation';
import { SiteHeader } from './SiteHeader';

describe('site header on the server', () => {
  it('renders every top item, no More, closed panels and the transparent home header', () => {
    const context = samplePageContext({ path: '/om-oss' });
    const html = renderToString(
      <ThemeRoot theme={context.site.theme}>
        <PageProvider value={context}>
          <SiteHeader navigation={sampleNavigation()} languages={[]} isHome carListPath="/kop-bil" searchUrl="/kop-bil" />
        </PageProvider>
      </ThemeRoot>,
    );
    expect(typeof window).toBe('undefined');
    for (const title of ['Köp bil', 'Service', 'Om oss', 'Nyheter']) expect(html).toContain(`>${title}<`);
    expect(html).not.toContain('>Mer<');
    expect(html).not.toContain('Dolt');
    expect(html).toContain('aria-label="Huvudmeny"');
    expect(html).toContain('data-appearance="transparent"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('aria-expanded="true"');
    expect(html).toMatch(/href="\/om-oss"[^>]*aria-current="page"/);
  });
});
