import type { ComponentPropsWithRef } from 'react';
import { css, useThemeClass, type ThemedStyles } from '@showroom/ui';

// Plain elements with a class made once per theme: an open group's list renders again with each filter change's
// counts (issue 14, bench:search-ui).
const listStyles: ThemedStyles = () => css({ listStyle: 'none', margin: 0, padding: 0 });
const nestedListStyles: ThemedStyles = (theme) => css({ listStyle: 'none', margin: 0, padding: `0 0 0 ${theme.space.lg}` });
const noMatchesStyles: ThemedStyles = (theme) => css({ color: theme.colors.mutedText, margin: `${theme.space.xs} 0` });

/** A plain list of checkboxes (no bullets, no indent unless nested). */
export function ValueList({ nested = false, ...rest }: ComponentPropsWithRef<'ul'> & { nested?: boolean }) {
  return <ul className={useThemeClass(nested ? nestedListStyles : listStyles)} {...rest} />;
}

/** The text shown when a value search matches nothing. */
export function NoMatches(props: ComponentPropsWithRef<'p'>) {
  return <p className={useThemeClass(noMatchesStyles)} {...props} />;
}
