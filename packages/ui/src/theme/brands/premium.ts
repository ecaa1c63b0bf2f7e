import { baseTheme, neutralColors, SERIF, SYSTEM_SANS } from '../base';
import type { ShowroomTheme } from '../types';

/** The UK premium dealer group: charcoal, warm surface, serif headings, gold focus ring. */
export const premium: ShowroomTheme = {
  ...baseTheme,
  name: 'premium',
  colors: {
    ...neutralColors,
    primary: '#1f1f1f',
    primaryHover: '#404040',
    onPrimary: '#ffffff',
    surface: '#f6f4ef',
    focusRing: '#8a6d1f',
  },
  fonts: { body: SYSTEM_SANS, heading: SERIF },
  fontWeights: { ...baseTheme.fontWeights, heading: 400 },
};
