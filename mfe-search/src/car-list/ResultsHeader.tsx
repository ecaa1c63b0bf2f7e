import type { ReactNode, Ref } from 'react';
import { css, useThemeClass, type ThemedStyles } from '@showroom/ui';

// A chip's height (SelectedChips: 44px) whether or not there are chips: the first filter chosen adds its chip
// beside the count without moving the list below.
const rowStyles: ThemedStyles = (theme) =>
  css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${theme.space.xs} ${theme.space.md}`,
    minHeight: '44px',
    marginBottom: theme.space.sm,
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
  });

/**
 * Above the cars: how many are shown and the chosen filters as chips. The chips were at the top of the filter
 * panel, and the first one chosen pushed every filter down by its row (about 100 px), under the visitor's pointer:
 * the next click landed on another value. Here, beside the count, they move nothing the visitor is pointing at.
 * Always on the page, even with neither count nor chips (an empty list, a failed search): focusable from script
 * (tabIndex -1), it is where focus goes when the last chip is removed, and the list below keeps its place.
 */
export function ResultsHeader({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div className={useThemeClass(rowStyles)} ref={ref} tabIndex={-1}>
      {children}
    </div>
  );
}
