import type { Theme } from '@emotion/react';

/** The CMS's BackgroundColor of a blurb or card. */
export type BackgroundColorName = 'BackgroundColor1' | 'BackgroundColor2' | 'BackgroundColor3' | 'None';

export interface BlockPalette {
  background: string;
  text: string;
}

/**
 * Background and text colours of a blurb or card from the theme, always a pair the theme
 * already guarantees readable: 1 is the soft surface, 2 the brand colour, 3 dark (inverted).
 */
export function blockPalette(theme: Theme, name: BackgroundColorName | null | undefined): BlockPalette {
  const c = theme.colors;
  switch (name) {
    case 'BackgroundColor1':
      return { background: c.surface, text: c.text };
    case 'BackgroundColor2':
      return { background: c.primary, text: c.onPrimary };
    case 'BackgroundColor3':
      return { background: c.text, text: c.background };
    default:
      return { background: 'transparent', text: c.text };
  }
}
