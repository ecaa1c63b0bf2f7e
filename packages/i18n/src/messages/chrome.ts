import type { Translations } from './types';

/** The host shell's chrome: footer, alert bar, scroll-to-top button and copy-contact links. */
export interface ChromeMessages {
  /** Brands heading when the content platform gives none. */
  'footer.brandsHeading': string;
  'footer.social': string;
  /** The link after the fixed Swedish credit warning (spec 1 §2), to Konsumentverket. */
  'footer.creditWarningLink': string;
  'alert.label': string;
  'alert.close': string;
  'scrollTop.label': string;
  'copy.email': string;
  'copy.phone': string;
  'copy.copied': string;
}

export const chromeMessages: Translations<ChromeMessages> = {
  sv: {
    'footer.brandsHeading': 'Våra varumärken',
    'footer.social': 'Följ oss',
    'footer.creditWarningLink': 'Läs mer hos Konsumentverket',
    'alert.label': 'Meddelande',
    'alert.close': 'Stäng meddelandet',
    'scrollTop.label': 'Till toppen av sidan',
    'copy.email': 'Kopiera e-postadressen {value}',
    'copy.phone': 'Kopiera telefonnumret {value}',
    'copy.copied': 'Kopierat',
  },
  nb: {
    'footer.brandsHeading': 'Våre merker',
    'footer.social': 'Følg oss',
    'footer.creditWarningLink': 'Les mer hos svenske Konsumentverket',
    'alert.label': 'Melding',
    'alert.close': 'Lukk meldingen',
    'scrollTop.label': 'Til toppen av siden',
    'copy.email': 'Kopier e-postadressen {value}',
    'copy.phone': 'Kopier telefonnummeret {value}',
    'copy.copied': 'Kopiert',
  },
  fi: {
    'footer.brandsHeading': 'Merkkimme',
    'footer.social': 'Seuraa meitä',
    'footer.creditWarningLink': 'Lue lisää Ruotsin kuluttajavirastosta (Konsumentverket)',
    'alert.label': 'Ilmoitus',
    'alert.close': 'Sulje ilmoitus',
    'scrollTop.label': 'Sivun alkuun',
    'copy.email': 'Kopioi sähköpostiosoite {value}',
    'copy.phone': 'Kopioi puhelinnumero {value}',
    'copy.copied': 'Kopioitu',
  },
  sk: {
    'footer.brandsHeading': 'Naše značky',
    'footer.social': 'Sledujte nás',
    'footer.creditWarningLink': 'Viac na stránke švédskeho úradu na ochranu spotrebiteľa (Konsumentverket)',
    'alert.label': 'Oznámenie',
    'alert.close': 'Zavrieť oznámenie',
    'scrollTop.label': 'Na začiatok stránky',
    'copy.email': 'Kopírovať e-mailovú adresu {value}',
    'copy.phone': 'Kopírovať telefónne číslo {value}',
    'copy.copied': 'Skopírované',
  },
  en: {
    'footer.brandsHeading': 'Our brands',
    'footer.social': 'Follow us',
    'footer.creditWarningLink': 'Read more at the Swedish Consumer Agency (Konsumentverket)',
    'alert.label': 'Message',
    'alert.close': 'Close message',
    'scrollTop.label': 'Back to top',
    'copy.email': 'Copy email address {value}',
    'copy.phone': 'Copy phone number {value}',
    'copy.copied': 'Copied',
  },
};
