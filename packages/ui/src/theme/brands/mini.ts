import { baseTheme, GEOMETRIC_SANS, neutralColors, SYSTEM_SANS } from '../base';
import type { ShowroomTheme } from '../types';

/** MINI: black, white and pill-shaped controls. */
export const mini: ShowroomTheme = {
  ...baseTheme,
  name: 'mini',
  colors: {
    ...neutralColors,
    primary: '#000000',
    primaryHover: '#3d3d3d',
    onPrimary: '#ffffff',
    text: '#000000',
    surface: '#f2f2f2',
    focusRing: '#0653b6',
  },
  fonts: { body: SYSTEM_SANS, heading: GEOMETRIC_SANS },
  radii: { sm: '4px', md: '999px', lg: '12px', pill: '999px' },
};
