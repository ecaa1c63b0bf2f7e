import type { PluralForms } from '../plural';
import type { Translations } from './types';

/** The host shell: landmarks, menu, footer and the whole-page error pages. */
export interface ShellMessages {
  'shell.skipToContent': string;
  'shell.mainNavigation': string;
  'shell.openMenu': string;
  'shell.closeMenu': string;
  'shell.compareCount': PluralForms;
  'shell.languageSwitcher': string;
  'shell.notFound.title': string;
  'shell.notFound.text': string;
  'shell.notFound.homeLink': string;
  'shell.serverError.title': string;
  'shell.serverError.text': string;
  'shell.serverError.retry': string;
}

export const shellMessages: Translations<ShellMessages> = {
  sv: {
    'shell.skipToContent': 'Hoppa till innehållet',
    'shell.mainNavigation': 'Huvudmeny',
    'shell.openMenu': 'Öppna menyn',
    'shell.closeMenu': 'Stäng menyn',
    'shell.compareCount': { one: '{count} bil i jämförelsen', other: '{count} bilar i jämförelsen' },
    'shell.languageSwitcher': 'Välj språk',
    'shell.notFound.title': 'Sidan hittades inte',
    'shell.notFound.text': 'Sidan du letar efter finns inte längre eller har flyttats.',
    'shell.notFound.homeLink': 'Till startsidan',
    'shell.serverError.title': 'Något gick fel',
    'shell.serverError.text': 'Sidan kunde inte visas just nu. Försök igen om en stund.',
    'shell.serverError.retry': 'Försök igen',
  },
  nb: {
    'shell.skipToContent': 'Hopp til innholdet',
    'shell.mainNavigation': 'Hovedmeny',
    'shell.openMenu': 'Åpne menyen',
    'shell.closeMenu': 'Lukk menyen',
    'shell.compareCount': { one: '{count} bil i sammenligningen', other: '{count} biler i sammenligningen' },
    'shell.languageSwitcher': 'Velg språk',
    'shell.notFound.title': 'Siden ble ikke funnet',
    'shell.notFound.text': 'Siden du leter etter, finnes ikke lenger eller er flyttet.',
    'shell.notFound.homeLink': 'Til forsiden',
    'shell.serverError.title': 'Noe gikk galt',
    'shell.serverError.text': 'Siden kunne ikke vises akkurat nå. Prøv igjen om litt.',
    'shell.serverError.retry': 'Prøv igjen',
  },
  fi: {
    'shell.skipToContent': 'Siirry sisältöön',
    'shell.mainNavigation': 'Päävalikko',
    'shell.openMenu': 'Avaa valikko',
    'shell.closeMenu': 'Sulje valikko',
    'shell.compareCount': { one: '{count} auto vertailussa', other: '{count} autoa vertailussa' },
    'shell.languageSwitcher': 'Valitse kieli',
    'shell.notFound.title': 'Sivua ei löytynyt',
    'shell.notFound.text': 'Etsimääsi sivua ei enää ole, tai se on siirretty.',
    'shell.notFound.homeLink': 'Etusivulle',
    'shell.serverError.title': 'Jokin meni vikaan',
    'shell.serverError.text': 'Sivua ei voitu näyttää juuri nyt. Yritä hetken kuluttua uudelleen.',
    'shell.serverError.retry': 'Yritä uudelleen',
  },
  sk: {
    'shell.skipToContent': 'Preskočiť na obsah',
    'shell.mainNavigation': 'Hlavné menu',
    'shell.openMenu': 'Otvoriť menu',
    'shell.closeMenu': 'Zavrieť menu',
    'shell.compareCount': {
      one: '{count} auto v porovnaní',
      few: '{count} autá v porovnaní',
      other: '{count} áut v porovnaní',
    },
    'shell.languageSwitcher': 'Vyberte jazyk',
    'shell.notFound.title': 'Stránka sa nenašla',
    'shell.notFound.text': 'Stránka, ktorú hľadáte, už neexistuje alebo bola presunutá.',
    'shell.notFound.homeLink': 'Na úvodnú stránku',
    'shell.serverError.title': 'Niečo sa pokazilo',
    'shell.serverError.text': 'Stránku sa teraz nepodarilo zobraziť. Skúste to o chvíľu znova.',
    'shell.serverError.retry': 'Skúsiť znova',
  },
  en: {
    'shell.skipToContent': 'Skip to content',
    'shell.mainNavigation': 'Main navigation',
    'shell.openMenu': 'Open menu',
    'shell.closeMenu': 'Close menu',
    'shell.compareCount': { one: '{count} car in compare', other: '{count} cars in compare' },
    'shell.languageSwitcher': 'Choose language',
    'shell.notFound.title': 'Page not found',
    'shell.notFound.text': 'The page you are looking for no longer exists or has moved.',
    'shell.notFound.homeLink': 'Go to the home page',
    'shell.serverError.title': 'Something went wrong',
    'shell.serverError.text': 'The page could not be shown right now. Please try again in a moment.',
    'shell.serverError.retry': 'Try again',
  },
};
