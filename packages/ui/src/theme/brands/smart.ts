import { baseTheme, GEOMETRIC_SANS, neutralColors, SYSTEM_SANS } from '../base';
import type { ShowroomTheme } from '../types';

/** smart: near-black with a teal accent and rounded shapes. */
export const smart: ShowroomTheme = {
  ...baseTheme,
  name: 'smart',
  colors: {
    ...neutralColors,
    primary: '#16161a',
    primaryHover: '#3a3a40',
    onPrimary: '#ffffff',
    focusRing: '#007a78',
  },
  fonts: { body: SYSTEM_SANS, heading: GEOMETRIC_SANS },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
};
