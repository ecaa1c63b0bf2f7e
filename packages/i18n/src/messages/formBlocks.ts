import type { Translations } from './types';

/** The form blocks of content pages: form builder answers, marketing form, form popup (spec 2 §4, §7; spec 3 §5.5). */
export interface FormBlockMessages {
  /** Spec 3 §5.5 gives the text, in English, for every site. */
  'formBlocks.missingFormId': string;
  'formBlocks.builder.loading': string;
  'formBlocks.builder.empty': string;
  'formBlocks.builder.error': string;
  'formBlocks.marketing.loading': string;
  'formBlocks.marketing.error': string;
  'formBlocks.popup.open': string;
  'formBlocks.popup.title': string;
  'formBlocks.popup.close': string;
}

export const formBlockMessages: Translations<FormBlockMessages> = {
  sv: {
    'formBlocks.missingFormId': 'Missing FormId',
    'formBlocks.builder.loading': 'Hämtar svaren …',
    'formBlocks.builder.empty': 'Inga svar ännu.',
    'formBlocks.builder.error': 'Svaren kunde inte hämtas just nu. Försök igen senare.',
    'formBlocks.marketing.loading': 'Laddar formuläret …',
    'formBlocks.marketing.error': 'Formuläret kunde inte laddas just nu. Försök igen senare.',
    'formBlocks.popup.open': 'Öppna formuläret',
    'formBlocks.popup.title': 'Formulär',
    'formBlocks.popup.close': 'Stäng',
  },
  nb: {
    'formBlocks.missingFormId': 'Missing FormId',
    'formBlocks.builder.loading': 'Henter svarene …',
    'formBlocks.builder.empty': 'Ingen svar ennå.',
    'formBlocks.builder.error': 'Svarene kunne ikke hentes akkurat nå. Prøv igjen senere.',
    'formBlocks.marketing.loading': 'Laster skjemaet …',
    'formBlocks.marketing.error': 'Skjemaet kunne ikke lastes akkurat nå. Prøv igjen senere.',
    'formBlocks.popup.open': 'Åpne skjemaet',
    'formBlocks.popup.title': 'Skjema',
    'formBlocks.popup.close': 'Lukk',
  },
  fi: {
    'formBlocks.missingFormId': 'Missing FormId',
    'formBlocks.builder.loading': 'Haetaan vastauksia …',
    'formBlocks.builder.empty': 'Ei vielä vastauksia.',
    'formBlocks.builder.error': 'Vastauksia ei juuri nyt voitu hakea. Yritä myöhemmin uudelleen.',
    'formBlocks.marketing.loading': 'Ladataan lomaketta …',
    'formBlocks.marketing.error': 'Lomaketta ei juuri nyt voitu ladata. Yritä myöhemmin uudelleen.',
    'formBlocks.popup.open': 'Avaa lomake',
    'formBlocks.popup.title': 'Lomake',
    'formBlocks.popup.close': 'Sulje',
  },
  sk: {
    'formBlocks.missingFormId': 'Missing FormId',
    'formBlocks.builder.loading': 'Načítavajú sa odpovede …',
    'formBlocks.builder.empty': 'Zatiaľ žiadne odpovede.',
    'formBlocks.builder.error': 'Odpovede sa teraz nepodarilo načítať. Skúste to neskôr.',
    'formBlocks.marketing.loading': 'Načítava sa formulár …',
    'formBlocks.marketing.error': 'Formulár sa teraz nepodarilo načítať. Skúste to neskôr.',
    'formBlocks.popup.open': 'Otvoriť formulár',
    'formBlocks.popup.title': 'Formulár',
    'formBlocks.popup.close': 'Zavrieť',
  },
  en: {
    'formBlocks.missingFormId': 'Missing FormId',
    'formBlocks.builder.loading': 'Loading the answers …',
    'formBlocks.builder.empty': 'No answers yet.',
    'formBlocks.builder.error': 'The answers could not be loaded right now. Please try again later.',
    'formBlocks.marketing.loading': 'Loading the form …',
    'formBlocks.marketing.error': 'The form could not be loaded right now. Please try again later.',
    'formBlocks.popup.open': 'Open the form',
    'formBlocks.popup.title': 'Form',
    'formBlocks.popup.close': 'Close',
  },
};
