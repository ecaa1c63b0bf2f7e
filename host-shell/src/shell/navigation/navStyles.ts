import { css, type Theme } from '@emotion/react';
import { mq } from '@showroom/ui';

/** The look of menu links and the buttons beside them: 44 px targets, inherited colour, visible focus. */
export const menuControl = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  min-width: 44px;
  padding: 0 ${theme.space.sm};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &[aria-current='page'],
  &[data-selected='true'] {
    font-weight: ${theme.fontWeights.bold};
    text-decoration: underline;
    text-underline-offset: 6px;
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    outline: 3px solid currentColor;
    outline-offset: -3px;
  }
`;

/** The light surface of dropdowns and the mobile panel, whatever the bar's own colours. */
export const panelSurface = (theme: Theme) => css`
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  text-shadow: none;
  box-shadow: 0 8px 24px rgb(0 0 0 / 16%);
  ${mq.reducedMotion} {
    transition: none;
  }
`;

/** Hidden below the desktop navigation breakpoint (1280 px). */
export const desktopOnly = css`
  display: none;
  ${mq.desktopNav} {
    display: flex;
  }
`;

/** Hidden from the desktop navigation breakpoint (1280 px) up. */
export const mobileOnly = css`
  ${mq.desktopNav} {
    display: none;
  }
`;
