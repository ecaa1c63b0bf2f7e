import type { MapConfig } from '@showroom/contracts';
import type { Translator } from '@showroom/i18n';
import type { Language, SiteCode } from '@showroom/sites';
import type { Dispatch } from 'react';
import type { BookingAction } from './coreMachine';
import type { BookingStore } from './flowState';

/** What every step component is given: it renders the store and dispatches actions, nothing else. */
export interface StepProps {
  t: Translator;
  language: Language;
  site: SiteCode;
  apiBase: string;
  state: BookingStore;
  dispatch: Dispatch<BookingAction>;
  /** The support address named when something cannot load (spec 3 §8); from the page's content configuration. */
  supportEmail?: string;
}

/** The workshop step also draws the workshops on a map. */
export interface WorkshopStepProps extends StepProps {
  map?: MapConfig;
}
