import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from '@emotion/react';
import { themes } from '@showroom/ui';
import { Description } from './Description';
import { installResizeObserverStub, mockScrollHeight } from './testing/resizeObserverStub';

const page = () => (
  <ThemeProvider theme={themes.dealergroup}>
    <Description description="En kort beskrivning." language="sv" />
  </ThemeProvider>
);

describe('CollapsibleBlock hydration', () => {
  beforeAll(() => installResizeObserverStub());

  it('hydrates the collapsed server markup without a mismatch, then drops the toggle for text that fits', async () => {
    const restore = mockScrollHeight(80);
    const html = renderToString(page());
    expect(html).toContain('aria-expanded="false"');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = jest.fn();
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('[data-collapsed]')).toHaveAttribute('data-collapsed', 'false');
    restore();
    container.remove();
  });
});
