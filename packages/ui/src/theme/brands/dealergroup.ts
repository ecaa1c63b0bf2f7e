import { baseTheme, neutralColors, SYSTEM_SANS } from '../base';
import type { ShowroomTheme } from '../types';

/** The multi-brand dealer group (se, no): navy with a blue focus accent. */
export const dealergroup: ShowroomTheme = {
  ...baseTheme,
  name: 'dealergroup',
  colors: {
    ...neutralColors,
    primary: '#1b2a4a',
    primaryHover: '#2e4372',
    onPrimary: '#ffffff',
    surface: '#f4f5f7',
    focusRing: '#2862d6',
  },
  fonts: { body: SYSTEM_SANS, heading: SYSTEM_SANS },
};
