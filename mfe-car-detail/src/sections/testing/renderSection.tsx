import { render } from '@testing-library/react';
import { ThemeRoot } from '@showroom/ui';
import type { ReactElement } from 'react';

/** Renders a section inside the dealergroup theme, as the page does. */
export function renderSection(ui: ReactElement) {
  return render(ui, { wrapper: ({ children }) => <ThemeRoot theme="dealergroup">{children}</ThemeRoot> });
}
