/**
 * @jest-environment node
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { ThemeRoot } from '../global/ThemeRoot';
import { css, useThemeClass, type ThemedStyles } from './useThemeClass';

const boxStyles: ThemedStyles = (theme) => css({ color: theme.colors.primary });

function Box() {
  return <p className={useThemeClass(boxStyles)}>box</p>;
}

describe('useThemeClass on the server', () => {
  it("puts the rule in the page's cache as the page renders (no effect runs there), under the element's class", () => {
    // The host's page cache (host-shell/src/server/render/pageStyles.ts): compat keeps each rule in `inserted`.
    const cache = createCache({ key: 'css' });
    cache.compat = true;
    const html = renderToString(
      <CacheProvider value={cache}>
        <ThemeRoot theme="bmw">
          <Box />
        </ThemeRoot>
      </CacheProvider>,
    );
    const className = /<p class="([^"]+)">box<\/p>/.exec(html)?.[1];
    expect(className).toMatch(/^css-[a-z0-9]+$/);
    const rule = cache.inserted[className!.slice('css-'.length)];
    // bmw's primary colour (theme/brands/bmw.ts).
    expect(rule).toBe(`.${className}{color:#1c69d4;}`);
  });
});
