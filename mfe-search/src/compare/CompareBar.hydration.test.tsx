import { ThemeProvider } from '@emotion/react';
import { getEventBus, resetEventBusForTests } from '@showroom/event-bus';
import { themes } from '@showroom/ui';
import { CompareBar } from './CompareBar';
import { controlledApi, XC60 } from './compareTesting';
import { serverRenderThenHydrate } from '@showroom/test-kit';

// A bare theme provider (no global styles) so the server HTML is the bar's markup alone.
const bar = () => (
  <ThemeProvider theme={themes.dealergroup}>
    <CompareBar site="dealergroup-se" language="sv" searchHits={controlledApi().searchHits} carDetailBase="/kop-bil" />
  </ThemeProvider>
);

describe('CompareBar server render and hydration', () => {
  afterEach(() => resetEventBusForTests());

  it('renders nothing on the server even when the browser holds a list, then shows it after hydration without a mismatch', async () => {
    getEventBus().set('compare', [XC60]);
    const { html, container } = await serverRenderThenHydrate(bar(), { server: bar() });
    expect(html).toBe('');
    expect(container.querySelector('[data-testid="compare-bar"]')).not.toBeNull();
    container.remove();
  });
});
