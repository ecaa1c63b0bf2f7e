import type { Language } from '@showroom/sites';
import { LANGUAGES } from '../locales';
import { carDetailMessages, type CarDetailMessages } from './carDetail';
import { carListMessages, type CarListMessages } from './carList';
import { commonMessages, type CommonMessages } from './common';
import { dealerMessages, type DealerMessages } from './dealers';
import { kitMessages, type KitMessages } from './kits';
import { sectionErrorMessages, type SectionErrorMessages } from './sectionError';
import { sellCarMessages, type SellCarMessages } from './sellCar';
import { serviceBookingMessages, type ServiceBookingMessages } from './serviceBooking';
import { shellMessages, type ShellMessages } from './shell';
import { tireHotelMessages, type TireHotelMessages } from './tireHotel';
import type { Translations } from './types';

// To add an area: write messages/<area>.ts (an interface and a `Translations<...>` object),
// then add it to Messages and to DOMAINS below. Key prefixes keep areas apart.

/** Every message key with its value type; every language has all of them. */
export type Messages = CommonMessages &
  SectionErrorMessages &
  ShellMessages &
  CarListMessages &
  CarDetailMessages &
  DealerMessages &
  ServiceBookingMessages &
  KitMessages &
  TireHotelMessages &
  SellCarMessages;

export type MessageKey = keyof Messages;

const DOMAINS = [
  commonMessages,
  sectionErrorMessages,
  shellMessages,
  carListMessages,
  carDetailMessages,
  dealerMessages,
  serviceBookingMessages,
  kitMessages,
  tireHotelMessages,
  sellCarMessages,
] as const;

function merge(language: Language): Messages {
  return Object.assign({}, ...DOMAINS.map((domain) => domain[language])) as Messages;
}

/** The built-in dictionary of each language. */
export const dictionaries: Translations<Messages> = Object.fromEntries(
  LANGUAGES.map((language) => [language, merge(language)]),
) as Translations<Messages>;
