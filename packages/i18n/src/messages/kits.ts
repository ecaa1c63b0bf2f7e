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
  /** The search box's label and its button. */
  'kits.searchLabel': string;
  'kits.searchButton': string;
  /** Facet headings in the filter panel. */
  'kits.facet.kitcategory': string;
  'kits.facet.kitsubcategory': string;
  'kits.facet.partsubsubcategory': string;
  /** While the filters or the next kits are fetched. */
  'kits.loading': string;
  'kits.clearFilters': string;
  'kits.status': string;
  'kits.price': string;
  /** The profile dialog (a `user` in the page's parameters). */
  'kits.profileTitle': string;
  'kits.profileUser': string;
  'kits.profileDealer': string;
}

export const kitMessages: Translations<KitMessages> = {
  sv: {
    'kits.heading': 'Tillbehörspaket',
    'kits.addToBasket': 'Lägg i korgen',
    'kits.removeFromBasket': 'Ta bort ur korgen',
    'kits.basketCount': { one: '{count} vald produkt', other: '{count} valda produkter' },
    'kits.kitCode': 'Paketkod',
    'kits.searchLabel': 'Sök bland tillbehörspaket',
    'kits.searchButton': 'Sök',
    'kits.facet.kitcategory': 'Kategori',
    'kits.facet.kitsubcategory': 'Underkategori',
    'kits.facet.partsubsubcategory': 'Modell',
    'kits.loading': 'Hämtar…',
    'kits.clearFilters': 'Rensa filter',
    'kits.status': 'Status',
    'kits.price': 'Pris',
    'kits.profileTitle': 'Din profil',
    'kits.profileUser': 'Användare',
    'kits.profileDealer': 'Återförsäljare',
  },
  nb: {
    'kits.heading': 'Tilbehørspakker',
    'kits.addToBasket': 'Legg i kurven',
    'kits.removeFromBasket': 'Fjern fra kurven',
    'kits.basketCount': { one: '{count} valgt produkt', other: '{count} valgte produkter' },
    'kits.kitCode': 'Pakkekode',
    'kits.searchLabel': 'Søk i tilbehørspakker',
    'kits.searchButton': 'Søk',
    'kits.facet.kitcategory': 'Kategori',
    'kits.facet.kitsubcategory': 'Underkategori',
    'kits.facet.partsubsubcategory': 'Modell',
    'kits.loading': 'Henter…',
    'kits.clearFilters': 'Fjern filtre',
    'kits.status': 'Status',
    'kits.price': 'Pris',
    'kits.profileTitle': 'Din profil',
    'kits.profileUser': 'Bruker',
    'kits.profileDealer': 'Forhandler',
  },
  fi: {
    'kits.heading': 'Lisävarustepaketit',
    'kits.addToBasket': 'Lisää koriin',
    'kits.removeFromBasket': 'Poista korista',
    'kits.basketCount': { one: '{count} valittu tuote', other: '{count} valittua tuotetta' },
    'kits.kitCode': 'Pakettikoodi',
    'kits.searchLabel': 'Hae lisävarustepaketteja',
    'kits.searchButton': 'Hae',
    'kits.facet.kitcategory': 'Kategoria',
    'kits.facet.kitsubcategory': 'Alakategoria',
    'kits.facet.partsubsubcategory': 'Malli',
    'kits.loading': 'Haetaan…',
    'kits.clearFilters': 'Tyhjennä suodattimet',
    'kits.status': 'Tila',
    'kits.price': 'Hinta',
    'kits.profileTitle': 'Profiilisi',
    'kits.profileUser': 'Käyttäjä',
    'kits.profileDealer': 'Jälleenmyyjä',
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
    'kits.searchLabel': 'Hľadať v balíkoch príslušenstva',
    'kits.searchButton': 'Hľadať',
    'kits.facet.kitcategory': 'Kategória',
    'kits.facet.kitsubcategory': 'Podkategória',
    'kits.facet.partsubsubcategory': 'Model',
    'kits.loading': 'Načítava sa…',
    'kits.clearFilters': 'Zrušiť filtre',
    'kits.status': 'Stav',
    'kits.price': 'Cena',
    'kits.profileTitle': 'Váš profil',
    'kits.profileUser': 'Používateľ',
    'kits.profileDealer': 'Predajca',
  },
  en: {
    'kits.heading': 'Accessory packages',
    'kits.addToBasket': 'Add to basket',
    'kits.removeFromBasket': 'Remove from basket',
    'kits.basketCount': { one: '{count} product selected', other: '{count} products selected' },
    'kits.kitCode': 'Kit code',
    'kits.searchLabel': 'Search accessory packages',
    'kits.searchButton': 'Search',
    'kits.facet.kitcategory': 'Category',
    'kits.facet.kitsubcategory': 'Subcategory',
    'kits.facet.partsubsubcategory': 'Model',
    'kits.loading': 'Loading…',
    'kits.clearFilters': 'Clear filters',
    'kits.status': 'Status',
    'kits.price': 'Price',
    'kits.profileTitle': 'Your profile',
    'kits.profileUser': 'User',
    'kits.profileDealer': 'Dealer',
  },
};
