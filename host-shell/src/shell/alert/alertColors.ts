import type { AlertBar } from '@showroom/contracts';
import type { ShowroomTheme } from '@showroom/ui';

export interface AlertColors {
  background: string;
  text: string;
  /** A line under the bar where its background would merge with the page. */
  border: string | null;
}

// Amber, the conventional warning colour; dark text on it is about 12:1.
const WARNING_BACKGROUND = '#ffd43b';

/** The colours of each message type in a theme; every text/background pair meets WCAG AA (4.5:1). */
export function alertColors(type: AlertBar['MessageType'], theme: ShowroomTheme): AlertColors {
  const { colors } = theme;
  switch (type) {
    case 'Warning':
      return { background: WARNING_BACKGROUND, text: '#1a1a1a', border: null };
    case 'Dark':
      return { background: colors.text, text: colors.background, border: null };
    case 'Light':
      return { background: colors.background, text: colors.text, border: colors.border };
    case 'Neutral':
      return { background: colors.surface, text: colors.text, border: null };
  }
}
