import { CacheProvider, useTheme } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { cssText } from '../testing/cssText';
import { themes } from '../theme/themes';
import { createCache } from '../testing/shadowCache';
import { ResolvedThemeRoot, ThemeRoot } from './ThemeRoot';

function ThemeName() {
  return <p>{useTheme().name}</p>;
}

describe('ThemeRoot', () => {
  it('provides a theme given by name or by value', () => {
    render(<ThemeRoot theme="bmw"><ThemeName /></ThemeRoot>);
    expect(screen.getByText('bmw')).toBeInTheDocument();
    render(<ThemeRoot theme={themes.mini}><ThemeName /></ThemeRoot>);
    expect(screen.getByText('mini')).toBeInTheDocument();
  });

  it("provides a theme resolved elsewhere (the host's page state), with its global styles", () => {
    render(<ResolvedThemeRoot theme={{ ...themes.smart, name: 'mini' }}><ThemeName /></ResolvedThemeRoot>);
    // The object as given, not looked up by its name: smart's focus ring (#007a78), under the name mini.
    expect(screen.getByText('mini')).toBeInTheDocument();
    expect(cssText()).toContain(':focus-visible {outline: 3px solid #007a78; outline-offset: 2px;}');
  });

  it('injects box-sizing, the body font and a focus outline in the theme colour', () => {
    render(<ThemeRoot theme="bmw"><p>x</p></ThemeRoot>);
    const css = cssText();
    expect(css).toContain('*,*::before,*::after {box-sizing: border-box;}');
    expect(css).toContain('html {-webkit-text-size-adjust: 100%; font-family: "Helvetica Neue",Helvetica,Arial,system-ui,sans-serif;');
    expect(css).toContain('body {margin: 0;}');
    expect(css).toContain(':focus-visible {outline: 3px solid #0653b6; outline-offset: 2px;}');
  });
});

describe('GlobalStyles in a shadow root', () => {
  it('styles :host inside the shadow root and leaves html and body alone', () => {
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    document.body.append(host);
    const mount = document.createElement('div');
    shadow.append(mount);
    render(
      <CacheProvider value={createCache(shadow)}>
        <ThemeRoot theme="premium" scope="shadow" />
      </CacheProvider>,
      { container: mount },
    );
    const css = [...shadow.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toContain(':host{display:block;font-family:system-ui,');
    expect(css).toContain(':focus-visible{outline:3px solid #8a6d1f;');
    expect(css).not.toMatch(/(^|\})(html|body)\{/);
  });
});
