import { render, type RenderOptions } from '@testing-library/react';
import type { ThemeName } from '../theme/types';
import type { ReactElement } from 'react';
import { ThemeRoot } from '../global/ThemeRoot';

/** Test helper: renders inside ThemeRoot (dealergroup unless told). Not part of the public API. */
export function renderWithTheme(ui: ReactElement, theme: ThemeName = 'dealergroup', options?: RenderOptions) {
  return render(ui, { wrapper: ({ children }) => <ThemeRoot theme={theme}>{children}</ThemeRoot>, ...options });
}
