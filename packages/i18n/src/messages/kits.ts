import type { PluralForms } from '../plural';
import type { Translations } from './types';

/** Kits catalogue and basket. "Visa fler" and "showing X of Y" are `common.showMore` / `common.showing`. */
export interface KitMessages {
  'kits.heading': string;
  'kits.addToBasket': string;
  'kits.removeFromBasket': string;
  'kits.basketCount': PluralForms;
  /** Label before a kit's code on its card. */
  'kits.kitCode': string;
}

export const kitMessages: Translations<KitMessages> = {
  sv: {
    'kits.heading': 'Tillbehörspaket',
    'kits.addToBasket': 'Lägg i korgen',
    'kits.removeFromBasket': 'Ta bort ur korgen',
    'kits.basketCount': { one: '{count} vald produkt', other: '{count} valda produkter' },
    'kits.kitCode': 'Paketkod',
  },
  nb: {
    'kits.heading': 'Tilbehørspakker',
    'kits.addToBasket': 'Legg i kurven',
    'kits.removeFromBasket': 'Fjern fra kurven',
    'kits.basketCount': { one: '{count} valgt produkt', other: '{count} valgte produkter' },
    'kits.kitCode': 'Pakkekode',
  },
  fi: {
    'kits.heading': 'Lisävarustepaketit',
    'kits.addToBasket': 'Lisää koriin',
    'kits.removeFromBasket': 'Poista korista',
    'kits.basketCount': { one: '{count} valittu tuote', other: '{count} valittua tuotetta' },
    'kits.kitCode': 'Pakettikoodi',
  },
  sk: {
    'kits.heading': 'Balíky príslušenstva',
    'kits.addToBasket': 'Pridať do košíka',
    'kits.removeFromBasket': 'Odstrániť z košíka',
    'kits.basketCount': {
      one: '{count} vybraný produkt',
      few: '{count} vybrané produkty',
      other: '{count} vybraných produktov',
    },
    'kits.kitCode': 'Kód balíka',
  },
  en: {
    'kits.heading': 'Accessory packages',
    'kits.addToBasket': 'Add to basket',
    'kits.removeFromBasket': 'Remove from basket',
    'kits.basketCount': { one: '{count} product selected', other: '{count} products selected' },
    'kits.kitCode': 'Kit code',
  },
};
