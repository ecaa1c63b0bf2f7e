import { baseTheme, neutralColors, SYSTEM_SANS } from '../base';
import type { ShowroomTheme } from '../types';

/** Carstore chains (fi, no, se, sk): a deep green retail brand. */
export const carstore: ShowroomTheme = {
  ...baseTheme,
  name: 'carstore',
  colors: {
    ...neutralColors,
    primary: '#0a6640',
    primaryHover: '#074d30',
    onPrimary: '#ffffff',
    surface: '#f3f5f4',
    focusRing: '#0653b6',
  },
  fonts: { body: SYSTEM_SANS, heading: SYSTEM_SANS },
};
