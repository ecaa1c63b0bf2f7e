import { css, Global, useTheme, type Theme } from '@emotion/react';

/** 'document' styles html/body; 'shadow' styles the shadow root's host (partner-page embeds). */
export type GlobalScope = 'document' | 'shadow';

export interface GlobalStylesProps {
  scope?: GlobalScope;
}

function rootStyles(theme: Theme, scope: GlobalScope) {
  const root = scope === 'shadow' ? ':host' : 'html';
  return css`
    ${root} {
      ${scope === 'shadow' ? 'display: block;' : '-webkit-text-size-adjust: 100%;'}
      font-family: ${theme.fonts.body};
      font-size: ${scope === 'shadow' ? theme.fontSizes.md : '100%'};
      line-height: 1.5;
      color: ${theme.colors.text};
      background: ${theme.colors.background};
    }
    ${scope === 'document' ? 'body { margin: 0; }' : ''}
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    h1, h2, h3, h4, h5, h6 {
      font-family: ${theme.fonts.heading};
      font-weight: ${theme.fontWeights.heading};
      line-height: 1.2;
    }
    img, svg, video {
      max-width: 100%;
    }
    /* Keyboard focus is always visible, drawn in the theme's focus colour (WCAG 2.4.7 / 2.4.11). */
    :focus-visible {
      outline: 3px solid ${theme.colors.focusRing};
      outline-offset: 2px;
    }
    @media (prefers-reduced-motion: reduce) {
      *,
      *::before,
      *::after {
        animation-duration: 0.01ms !important;
        animation-iteration-count: 1 !important;
        transition-duration: 0.01ms !important;
        scroll-behavior: auto !important;
      }
    }
  `;
}

/** Global base styles from the current theme: box-sizing, body font and colours, visible focus. */
export function GlobalStyles({ scope = 'document' }: GlobalStylesProps) {
  const theme = useTheme();
  return <Global styles={rootStyles(theme, scope)} />;
}
