import type { Translations } from './types';

/** The placeholder a failed section (remote slot) shows. The Swedish texts are fixed by spec 1 §2. */
export interface SectionErrorMessages {
  'sectionError.title': string;
  'sectionError.text': string;
  'sectionError.action': string;
  'sectionError.reload': string;
}

export const sectionErrorMessages: Translations<SectionErrorMessages> = {
  sv: {
    'sectionError.title': 'Aj då',
    'sectionError.text': 'Här borde en sektion synas men något har tyvärr blivit fel',
    'sectionError.action': 'Prova ladda om sidan',
    'sectionError.reload': 'Ladda om',
  },
  nb: {
    'sectionError.title': 'Oisann',
    'sectionError.text': 'Her skulle det ha vært en seksjon, men dessverre har noe gått galt',
    'sectionError.action': 'Prøv å laste inn siden på nytt',
    'sectionError.reload': 'Last inn på nytt',
  },
  fi: {
    'sectionError.title': 'Hups',
    'sectionError.text': 'Tässä pitäisi näkyä osio, mutta valitettavasti jokin meni vikaan',
    'sectionError.action': 'Kokeile ladata sivu uudelleen',
    'sectionError.reload': 'Lataa uudelleen',
  },
  sk: {
    'sectionError.title': 'Ups',
    'sectionError.text': 'Tu sa mala zobraziť sekcia, ale žiaľ, niečo sa pokazilo',
    'sectionError.action': 'Skúste stránku načítať znova',
    'sectionError.reload': 'Načítať znova',
  },
  en: {
    'sectionError.title': 'Oops',
    'sectionError.text': 'A section should be shown here, but unfortunately something went wrong',
    'sectionError.action': 'Try reloading the page',
    'sectionError.reload': 'Reload',
  },
};
