import type { Language } from '@showroom/sites';
import { LANGUAGES } from '../locales';
import { blockMessages, type BlockMessages } from './blocks';
import { carBlockMessages, type CarBlockMessages } from './carBlocks';
import { carCardMessages, type CarCardMessages } from './carCard';
import { carContactMessages, type CarContactMessages } from './carContact';
import { carDetailMessages, type CarDetailMessages } from './carDetail';
import { carSectionsMessages, type CarSectionsMessages } from './carSections';
import { carDetailPageMessages, type CarDetailPageMessages } from './carDetailPage';
import { carGalleryMessages, type CarGalleryMessages } from './carGallery';
import { carFiltersMessages, type CarFiltersMessages } from './carFilters';
import { carListMessages, type CarListMessages } from './carList';
import { carSearchMessages, type CarSearchMessages } from './carSearch';
import { chromeMessages, type ChromeMessages } from './chrome';
import { commonMessages, type CommonMessages } from './common';
import { compareMessages, type CompareMessages } from './compare';
import { dealerMessages, type DealerMessages } from './dealers';
import { dealerDetailMessages, type DealerDetailMessages } from './dealerDetail';
import { dealerMapMessages, type DealerMapMessages } from './dealerMap';
import { dealerPickerMessages, type DealerPickerMessages } from './dealerPicker';
import { dealerFinderMessages, type DealerFinderMessages } from './dealerFinder';
import { dealerHoursMessages, type DealerHoursMessages } from './dealerHours';
import { financeWidgetMessages, type FinanceWidgetMessages } from './financeWidget';
import { formBlockMessages, type FormBlockMessages } from './formBlocks';
import { kitMessages, type KitMessages } from './kits';
import { navigationMessages, type NavigationMessages } from './navigation';
import { sectionErrorMessages, type SectionErrorMessages } from './sectionError';
import { sellCarMessages, type SellCarMessages } from './sellCar';
import { serviceBookingMessages, type ServiceBookingMessages } from './serviceBooking';
import { serviceBookingServicesMessages, type ServiceBookingServicesMessages } from './serviceBookingServices';
import { serviceBookingWorkshopMessages, type ServiceBookingWorkshopMessages } from './serviceBookingWorkshop';
import { serviceBookingContactMessages, type ServiceBookingContactMessages } from './serviceBookingContact';
import { shellMessages, type ShellMessages } from './shell';
import { storiesMessages, type StoriesMessages } from './stories';
import { tireHotelMessages, type TireHotelMessages } from './tireHotel';
import { tireHotelBookingMessages, type TireHotelBookingMessages } from './tireHotelBooking';
import { tireHotelFlowMessages, type TireHotelFlowMessages } from './tireHotelFlow';
import { workshopBookingMessages, type WorkshopBookingMessages } from './workshopBooking';
import type { Translations } from './types';

// To add an area: write messages/<area>.ts (an interface and a `Translations<...>` object),
// then add it to Messages and to MESSAGE_FILES below. Key prefixes keep areas apart.

/** Every message key with its value type; every language has all of them. */
export type Messages = CommonMessages &
  SectionErrorMessages &
  ShellMessages &
  ChromeMessages &
  BlockMessages &
  NavigationMessages &
  CarListMessages &
  CarCardMessages &
  CompareMessages &
  CarSearchMessages &
  CarBlockMessages &
  CarFiltersMessages &
  CarDetailMessages &
  CarSectionsMessages &
  CarDetailPageMessages &
  CarGalleryMessages &
  CarContactMessages &
  DealerMessages &
  DealerDetailMessages &
  DealerMapMessages &
  DealerPickerMessages &
  DealerFinderMessages &
  DealerHoursMessages &
  FinanceWidgetMessages &
  ServiceBookingMessages &
  ServiceBookingServicesMessages &
  ServiceBookingWorkshopMessages &
  ServiceBookingContactMessages &
  KitMessages &
  TireHotelMessages &
  TireHotelBookingMessages &
  TireHotelFlowMessages &
  SellCarMessages &
  WorkshopBookingMessages &
  FormBlockMessages &
  StoriesMessages;

export type MessageKey = keyof Messages;

/** Each message file's texts, by the file's name (without .ts): ownedTexts.cjs and textsForPage.ts name them so. */
export const MESSAGE_FILES = {
  common: commonMessages,
  sectionError: sectionErrorMessages,
  shell: shellMessages,
  chrome: chromeMessages,
  blocks: blockMessages,
  navigation: navigationMessages,
  carList: carListMessages,
  carCard: carCardMessages,
  compare: compareMessages,
  carSearch: carSearchMessages,
  carBlocks: carBlockMessages,
  carFilters: carFiltersMessages,
  carDetail: carDetailMessages,
  carSections: carSectionsMessages,
  carDetailPage: carDetailPageMessages,
  carGallery: carGalleryMessages,
  carContact: carContactMessages,
  dealers: dealerMessages,
  dealerDetail: dealerDetailMessages,
  dealerMap: dealerMapMessages,
  dealerPicker: dealerPickerMessages,
  dealerFinder: dealerFinderMessages,
  dealerHours: dealerHoursMessages,
  financeWidget: financeWidgetMessages,
  serviceBooking: serviceBookingMessages,
  serviceBookingServices: serviceBookingServicesMessages,
  serviceBookingWorkshop: serviceBookingWorkshopMessages,
  serviceBookingContact: serviceBookingContactMessages,
  kits: kitMessages,
  tireHotel: tireHotelMessages,
  tireHotelBooking: tireHotelBookingMessages,
  tireHotelFlow: tireHotelFlowMessages,
  sellCar: sellCarMessages,
  workshopBooking: workshopBookingMessages,
  formBlocks: formBlockMessages,
  stories: storiesMessages,
};

/** A message file's name. */
export type MessageFile = keyof typeof MESSAGE_FILES;

function merge(language: Language): Messages {
  return Object.assign({}, ...Object.values(MESSAGE_FILES).map((file) => file[language])) as Messages;
}

/** The built-in dictionary of each language. */
export const dictionaries: Translations<Messages> = Object.fromEntries(
  LANGUAGES.map((language) => [language, merge(language)]),
) as Translations<Messages>;
