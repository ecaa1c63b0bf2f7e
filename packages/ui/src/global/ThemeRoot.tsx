import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { themes } from '../theme/themes';
import type { ShowroomTheme, ThemeName } from '../theme/types';
import { GlobalStyles, type GlobalScope } from './GlobalStyles';

export interface ThemeRootProps {
  /** A theme, or a theme name. */
  theme: ShowroomTheme | ThemeName;
  scope?: GlobalScope;
  children?: ReactNode;
}

/** Provides the theme and its global styles to everything inside. */
export function ThemeRoot({ theme, scope = 'document', children }: ThemeRootProps) {
  const resolved = typeof theme === 'string' ? themes[theme] : theme;
  return (
    <ThemeProvider theme={resolved}>
      <GlobalStyles scope={scope} />
      {children}
    </ThemeProvider>
  );
}
