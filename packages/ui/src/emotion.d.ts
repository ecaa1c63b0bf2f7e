import '@emotion/react';
import type { ShowroomTheme } from './theme/types';

// Makes `props.theme` in styled components and `useTheme()` typed as a Showroom theme.
declare module '@emotion/react' {
  export interface Theme extends ShowroomTheme {}
}
