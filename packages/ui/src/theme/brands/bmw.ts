import { baseTheme, NEO_GROTESK, neutralColors } from '../base';
import type { ShowroomTheme } from '../types';

/** BMW: BMW blue on white, square corners (BMW Type Next stands in as Helvetica/Arial). */
export const bmw: ShowroomTheme = {
  ...baseTheme,
  name: 'bmw',
  colors: {
    ...neutralColors,
    primary: '#1c69d4',
    primaryHover: '#0653b6',
    onPrimary: '#ffffff',
    text: '#262626',
    mutedText: '#595959',
    surface: '#f2f2f2',
    focusRing: '#0653b6',
  },
  fonts: { body: NEO_GROTESK, heading: NEO_GROTESK },
  radii: { sm: '0', md: '0', lg: '0', pill: '999px' },
};
