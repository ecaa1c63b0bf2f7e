import { screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { themes } from '@showroom/ui';
import { Description } from './Description';
import { installResizeObserverStub, mockScrollHeight } from './testing/resizeObserverStub';
import { serverRenderThenHydrate } from '@showroom/test-kit';

const page = () => (
  <ThemeProvider theme={themes.dealergroup}>
    <Description description="En kort beskrivning." language="sv" />
  </ThemeProvider>
);

describe('CollapsibleBlock hydration', () => {
  beforeAll(() => installResizeObserverStub());

  it('hydrates the collapsed server markup without a mismatch, then drops the toggle for text that fits', async () => {
    const restore = mockScrollHeight(80);
    const { html, container } = await serverRenderThenHydrate(page(), { server: page() });
    expect(html).toContain('aria-expanded="false"');
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('[data-collapsed]')).toHaveAttribute('data-collapsed', 'false');
    restore();
    container.remove();
  });
});
