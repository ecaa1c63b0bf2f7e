import type { ShowroomTheme } from './types';

// Brand fonts (MB Corpo, BMW Type Next, MINI Serif...) are proprietary and no @fontsource
// package is installed yet, so every theme names system stacks close in feel. When
// @fontsource substitutes are added, only the `fonts` of each brand file change.
export const SYSTEM_SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const NEO_GROTESK = '"Helvetica Neue", Helvetica, Arial, system-ui, sans-serif';
export const GEOMETRIC_SANS = 'Futura, "Century Gothic", "Avenir Next", Avenir, system-ui, sans-serif';
export const SERIF = 'Georgia, "Times New Roman", Times, serif';

/** What the themes share: type scale, spacing scale, radii and weights. */
export const baseTheme: Omit<ShowroomTheme, 'name' | 'colors' | 'fonts'> = {
  fontWeights: { regular: 400, bold: 700, heading: 700 },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.25rem' },
  radii: { sm: '2px', md: '4px', lg: '8px', pill: '999px' },
  space: { xxs: '4px', xs: '8px', sm: '12px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
};

/** Shared neutral colours; brands override what they need. */
export const neutralColors = {
  text: '#1a1a1a',
  mutedText: '#5f5f5f',
  background: '#ffffff',
  surface: '#f5f5f5',
  border: '#767676',
  danger: '#b3261e',
  onDanger: '#ffffff',
  success: '#1f7a33',
  onSuccess: '#ffffff',
} as const;
