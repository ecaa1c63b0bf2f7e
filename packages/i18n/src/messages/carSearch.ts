import type { Translations } from './types';

/** The car list's search controls: keyphrase, sort options, show-more and the relax-a-filter offer. */
export interface CarSearchMessages {
  'carSearch.keyphraseLabel': string;
  'carSearch.submit': string;
  'carSearch.sortLabel': string;
  'carSearch.sort.newest': string;
  'carSearch.sort.price_asc': string;
  'carSearch.sort.price_desc': string;
  'carSearch.sort.mileage_asc': string;
  'carSearch.sort.year_desc': string;
  'carSearch.showMore': string;
  'carSearch.showMoreLimit': string;
  'carSearch.loading': string;
  'carSearch.relaxHeading': string;
  'carSearch.relax': string;
  'carSearch.breadcrumbs': string;
  'carSearch.home': string;
}

export const carSearchMessages: Translations<CarSearchMessages> = {
  sv: {
    'carSearch.keyphraseLabel': 'Sök bland bilarna',
    'carSearch.submit': 'Sök',
    'carSearch.sortLabel': 'Sortera',
    'carSearch.sort.newest': 'Senast inkomna',
    'carSearch.sort.price_asc': 'Lägsta pris',
    'carSearch.sort.price_desc': 'Högsta pris',
    'carSearch.sort.mileage_asc': 'Lägsta miltal',
    'carSearch.sort.year_desc': 'Nyaste årsmodell',
    'carSearch.showMore': 'Visa fler bilar',
    'carSearch.showMoreLimit': 'Du har nått gränsen för hur många bilar som kan visas. Förfina sökningen för att se fler.',
    'carSearch.loading': 'Söker bilar…',
    'carSearch.relaxHeading': 'Prova att ta bort ett filter',
    'carSearch.relax': 'Utan {filter} ({count})',
    'carSearch.breadcrumbs': 'Brödsmulor',
    'carSearch.home': 'Start',
  },
  nb: {
    'carSearch.keyphraseLabel': 'Søk blant bilene',
    'carSearch.submit': 'Søk',
    'carSearch.sortLabel': 'Sorter',
    'carSearch.sort.newest': 'Sist innkommet',
    'carSearch.sort.price_asc': 'Laveste pris',
    'carSearch.sort.price_desc': 'Høyeste pris',
    'carSearch.sort.mileage_asc': 'Laveste kilometerstand',
    'carSearch.sort.year_desc': 'Nyeste årsmodell',
    'carSearch.showMore': 'Vis flere biler',
    'carSearch.showMoreLimit': 'Du har nådd grensen for hvor mange biler som kan vises. Avgrens søket for å se flere.',
    'carSearch.loading': 'Søker etter biler…',
    'carSearch.relaxHeading': 'Prøv å fjerne et filter',
    'carSearch.relax': 'Uten {filter} ({count})',
    'carSearch.breadcrumbs': 'Brødsmuler',
    'carSearch.home': 'Hjem',
  },
  fi: {
    'carSearch.keyphraseLabel': 'Hae autoista',
    'carSearch.submit': 'Hae',
    'carSearch.sortLabel': 'Järjestä',
    'carSearch.sort.newest': 'Uusimmat ilmoitukset',
    'carSearch.sort.price_asc': 'Halvin ensin',
    'carSearch.sort.price_desc': 'Kallein ensin',
    'carSearch.sort.mileage_asc': 'Vähiten ajetut',
    'carSearch.sort.year_desc': 'Uusin vuosimalli',
    'carSearch.showMore': 'Näytä lisää autoja',
    'carSearch.showMoreLimit': 'Näytettävien autojen enimmäismäärä on saavutettu. Tarkenna hakua nähdäksesi lisää.',
    'carSearch.loading': 'Haetaan autoja…',
    'carSearch.relaxHeading': 'Kokeile poistaa rajaus',
    'carSearch.relax': 'Ilman rajausta {filter} ({count})',
    'carSearch.breadcrumbs': 'Murupolku',
    'carSearch.home': 'Etusivu',
  },
  sk: {
    'carSearch.keyphraseLabel': 'Hľadať medzi autami',
    'carSearch.submit': 'Hľadať',
    'carSearch.sortLabel': 'Zoradiť',
    'carSearch.sort.newest': 'Najnovšie pridané',
    'carSearch.sort.price_asc': 'Najnižšia cena',
    'carSearch.sort.price_desc': 'Najvyššia cena',
    'carSearch.sort.mileage_asc': 'Najmenej najazdené',
    'carSearch.sort.year_desc': 'Najnovší ročník',
    'carSearch.showMore': 'Zobraziť ďalšie autá',
    'carSearch.showMoreLimit': 'Dosiahli ste limit zobrazených áut. Spresnite vyhľadávanie, aby ste videli ďalšie.',
    'carSearch.loading': 'Hľadáme autá…',
    'carSearch.relaxHeading': 'Skúste odstrániť filter',
    'carSearch.relax': 'Bez filtra {filter} ({count})',
    'carSearch.breadcrumbs': 'Navigačná cesta',
    'carSearch.home': 'Domov',
  },
  en: {
    'carSearch.keyphraseLabel': 'Search the cars',
    'carSearch.submit': 'Search',
    'carSearch.sortLabel': 'Sort by',
    'carSearch.sort.newest': 'Newest listings',
    'carSearch.sort.price_asc': 'Lowest price',
    'carSearch.sort.price_desc': 'Highest price',
    'carSearch.sort.mileage_asc': 'Lowest mileage',
    'carSearch.sort.year_desc': 'Newest model year',
    'carSearch.showMore': 'Show more cars',
    'carSearch.showMoreLimit': 'You have reached the limit of cars that can be shown. Refine your search to see more.',
    'carSearch.loading': 'Searching cars…',
    'carSearch.relaxHeading': 'Try removing a filter',
    'carSearch.relax': 'Without {filter} ({count})',
    'carSearch.breadcrumbs': 'Breadcrumbs',
    'carSearch.home': 'Home',
  },
};
