import type { Translations } from './types';

/** The car blocks of content pages: car of the week carousel, car teasers, car search hero. */
export interface CarBlockMessages {
  'carBlocks.carOfTheWeek': string;
  'carBlocks.slide': string;
  'carBlocks.previous': string;
  'carBlocks.next': string;
  'carBlocks.teasers': string;
  'carBlocks.heroHeading': string;
  'carBlocks.heroLabel': string;
  'carBlocks.heroSubmit': string;
}

export const carBlockMessages: Translations<CarBlockMessages> = {
  sv: {
    'carBlocks.carOfTheWeek': 'Veckans bil',
    'carBlocks.slide': 'bil',
    'carBlocks.previous': 'Föregående bil',
    'carBlocks.next': 'Nästa bil',
    'carBlocks.teasers': 'Bilar i lager',
    'carBlocks.heroHeading': 'Hitta din nästa bil',
    'carBlocks.heroLabel': 'Märke, modell, bränsle eller fritext',
    'carBlocks.heroSubmit': 'Sök bilar',
  },
  nb: {
    'carBlocks.carOfTheWeek': 'Ukens bil',
    'carBlocks.slide': 'bil',
    'carBlocks.previous': 'Forrige bil',
    'carBlocks.next': 'Neste bil',
    'carBlocks.teasers': 'Biler på lager',
    'carBlocks.heroHeading': 'Finn din neste bil',
    'carBlocks.heroLabel': 'Merke, modell, drivstoff eller fritekst',
    'carBlocks.heroSubmit': 'Søk biler',
  },
  fi: {
    'carBlocks.carOfTheWeek': 'Viikon auto',
    'carBlocks.slide': 'auto',
    'carBlocks.previous': 'Edellinen auto',
    'carBlocks.next': 'Seuraava auto',
    'carBlocks.teasers': 'Autot varastossa',
    'carBlocks.heroHeading': 'Löydä seuraava autosi',
    'carBlocks.heroLabel': 'Merkki, malli, käyttövoima tai vapaa teksti',
    'carBlocks.heroSubmit': 'Hae autoja',
  },
  sk: {
    'carBlocks.carOfTheWeek': 'Auto týždňa',
    'carBlocks.slide': 'auto',
    'carBlocks.previous': 'Predchádzajúce auto',
    'carBlocks.next': 'Ďalšie auto',
    'carBlocks.teasers': 'Autá na sklade',
    'carBlocks.heroHeading': 'Nájdite svoje ďalšie auto',
    'carBlocks.heroLabel': 'Značka, model, palivo alebo voľný text',
    'carBlocks.heroSubmit': 'Hľadať autá',
  },
  en: {
    'carBlocks.carOfTheWeek': 'Car of the week',
    'carBlocks.slide': 'car',
    'carBlocks.previous': 'Previous car',
    'carBlocks.next': 'Next car',
    'carBlocks.teasers': 'Cars in stock',
    'carBlocks.heroHeading': 'Find your next car',
    'carBlocks.heroLabel': 'Make, model, fuel or free text',
    'carBlocks.heroSubmit': 'Search cars',
  },
};
