import { baseTheme, NEO_GROTESK, neutralColors, SERIF } from '../base';
import type { ShowroomTheme } from '../types';

/** Mercedes-Benz: black and white, serif headlines (MB Corpo A stands in as Georgia). */
export const mercedes: ShowroomTheme = {
  ...baseTheme,
  name: 'mercedes',
  colors: {
    ...neutralColors,
    primary: '#000000',
    primaryHover: '#333333',
    onPrimary: '#ffffff',
    text: '#000000',
    focusRing: '#0078d6',
  },
  fonts: { body: NEO_GROTESK, heading: SERIF },
  fontWeights: { ...baseTheme.fontWeights, heading: 400 },
  radii: { sm: '0', md: '2px', lg: '4px', pill: '999px' },
};
