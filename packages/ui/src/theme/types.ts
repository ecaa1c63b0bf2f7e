/** The themes the design system ships: the sites' own and the brand designs a page may name. */
export type ThemeName = 'mercedes' | 'smart' | 'mini' | 'bmw' | 'carstore' | 'dealergroup' | 'premium';

/** Colours as hex, so the contrast test can check every text/background pair. */
export interface ThemeColors {
  primary: string;
  primaryHover: string;
  onPrimary: string;
  text: string;
  mutedText: string;
  background: string;
  surface: string;
  /** Borders of controls: at least 3:1 against background and surface (WCAG 1.4.11). */
  border: string;
  danger: string;
  onDanger: string;
  success: string;
  onSuccess: string;
  focusRing: string;
}

export interface ThemeFonts {
  body: string;
  heading: string;
}

/** A brand or site theme; emotion's `Theme` is augmented with it (emotion.d.ts). */
export interface ShowroomTheme {
  name: ThemeName;
  colors: ThemeColors;
  fonts: ThemeFonts;
  fontWeights: { regular: number; bold: number; heading: number };
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radii: { sm: string; md: string; lg: string; pill: string };
  space: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
}

export type SpaceToken = keyof ShowroomTheme['space'];
