import type { Language } from '@showroom/sites';

// What a remote's browser build has in place of another remote's texts (ownedTexts.cjs): every export of those
// files, with no message in any language. Nothing in the build asks for them; ownedTexts.test.ts keeps the
// names in step with the files.
const none = (): Record<Language, Record<string, never>> => ({ sv: {}, nb: {}, fi: {}, sk: {}, en: {} });

export const dealerMessages = none();
export const dealerDetailMessages = none();
export const dealerHoursMessages = none();
export const dealerMapMessages = none();
export const dealerFinderMessages = none();
export const dealerPickerMessages = none();
export const serviceBookingMessages = none();
export const serviceBookingServicesMessages = none();
export const serviceBookingWorkshopMessages = none();
export const serviceBookingContactMessages = none();
export const tireHotelMessages = none();
export const tireHotelBookingMessages = none();
export const tireHotelFlowMessages = none();
export const kitMessages = none();
export const carFiltersMessages = none();
export const carSearchMessages = none();
export const carBlockMessages = none();
export const compareMessages = none();
export const blockMessages = none();
export const carDetailMessages = none();
export const carDetailPageMessages = none();
export const carGalleryMessages = none();
export const carSectionsMessages = none();
export const financeWidgetMessages = none();
export const carContactMessages = none();
export const sellCarMessages = none();
export const formBlockMessages = none();
export const workshopBookingMessages = none();
export const storiesMessages = none();
export const shellMessages = none();
export const navigationMessages = none();
export const chromeMessages = none();
