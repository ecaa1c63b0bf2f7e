import type { Facet } from '@showroom/contracts';
import { createTranslator } from '@showroom/i18n';
import { ThemeRoot } from '@showroom/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

/** Test helper: English texts and British number format unless told. */
export const en = createTranslator('en');

/** Test helper: renders inside the dealergroup theme. */
export function renderThemed(ui: ReactElement) {
  return render(ui, { wrapper: ({ children }) => <ThemeRoot theme="dealergroup">{children}</ThemeRoot> });
}

/** Test helper: panel props with every callback a jest.fn. */
export function panelProps(facets: Facet[], overrides: Partial<FilterPanelProps> = {}): FilterPanelProps {
  return {
    facets,
    labels: {},
    values: {},
    ranges: {},
    onToggleValue: jest.fn(),
    onSetRange: jest.fn(),
    onClear: jest.fn(),
    resultCount: 0,
    t: en,
    intl: 'en-GB',
    ...overrides,
  };
}

/** Test helper: renders a FilterPanel; `rerender` takes prop changes. */
export function renderPanel(props: FilterPanelProps) {
  const view = renderThemed(<FilterPanel {...props} />);
  return {
    ...view,
    rerender: (changes: Partial<FilterPanelProps>) =>
      view.rerender(<FilterPanel {...props} {...changes} />),
  };
}
