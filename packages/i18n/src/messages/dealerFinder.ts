import type { Translations } from './types';

/**
 * The dealer list's finding aids: "nearest to me" (browser position or a typed town), the distance on
 * each card, and the region and brand facets. The Swedish denial text is spec 3 §8's
 * ("Geolocation denied"), the same words the service booking's place step uses.
 */
export interface DealerFinderMessages {
  'dealerFinder.nearest': string;
  'dealerFinder.locating': string;
  'dealerFinder.geolocationDenied': string;
  'dealerFinder.townLabel': string;
  'dealerFinder.townHint': string;
  'dealerFinder.noTowns': string;
  'dealerFinder.townsFailed': string;
  'dealerFinder.sortedByDistance': string;
  'dealerFinder.sortedFromTown': string;
  'dealerFinder.defaultOrder': string;
  'dealerFinder.defaultOrderAnnounced': string;
  'dealerFinder.distance': string;
  'dealerFinder.filters': string;
  'dealerFinder.facet.region': string;
  'dealerFinder.facet.brand': string;
  'dealerFinder.clearFilters': string;
}

export const dealerFinderMessages: Translations<DealerFinderMessages> = {
  sv: {
    'dealerFinder.nearest': 'Närmast mig',
    'dealerFinder.locating': 'Hämtar din position …',
    'dealerFinder.geolocationDenied': 'För att använda funktionen behöver din webbläsare kunna använda platstjänster.',
    'dealerFinder.townLabel': 'eller skriv en ort',
    'dealerFinder.townHint': 'Välj en ort i listan',
    'dealerFinder.noTowns': 'Ingen ort hittades',
    'dealerFinder.townsFailed': 'Vi kunde inte söka orter just nu.',
    'dealerFinder.sortedByDistance': 'Sorterat efter avstånd, närmast först',
    'dealerFinder.sortedFromTown': 'Sorterat efter avstånd från {town}, närmast först',
    'dealerFinder.defaultOrder': 'Visa i vanlig ordning',
    'dealerFinder.defaultOrderAnnounced': 'Listan visas i vanlig ordning',
    'dealerFinder.distance': 'Avstånd',
    'dealerFinder.filters': 'Filtrera anläggningar',
    'dealerFinder.facet.region': 'Län',
    'dealerFinder.facet.brand': 'Märke',
    'dealerFinder.clearFilters': 'Rensa filter',
  },
  nb: {
    'dealerFinder.nearest': 'Nærmest meg',
    'dealerFinder.locating': 'Henter posisjonen din …',
    'dealerFinder.geolocationDenied': 'For å bruke funksjonen må nettleseren din kunne bruke posisjonstjenester.',
    'dealerFinder.townLabel': 'eller skriv inn et sted',
    'dealerFinder.townHint': 'Velg et sted i listen',
    'dealerFinder.noTowns': 'Fant ikke noe sted',
    'dealerFinder.townsFailed': 'Vi kunne ikke søke etter steder akkurat nå.',
    'dealerFinder.sortedByDistance': 'Sortert etter avstand, nærmeste først',
    'dealerFinder.sortedFromTown': 'Sortert etter avstand fra {town}, nærmeste først',
    'dealerFinder.defaultOrder': 'Vis i vanlig rekkefølge',
    'dealerFinder.defaultOrderAnnounced': 'Listen vises i vanlig rekkefølge',
    'dealerFinder.distance': 'Avstand',
    'dealerFinder.filters': 'Filtrer forhandlere',
    'dealerFinder.facet.region': 'Fylke',
    'dealerFinder.facet.brand': 'Merke',
    'dealerFinder.clearFilters': 'Fjern filtre',
  },
  fi: {
    'dealerFinder.nearest': 'Lähimmät minua',
    'dealerFinder.locating': 'Haetaan sijaintiasi …',
    'dealerFinder.geolocationDenied': 'Toiminnon käyttäminen edellyttää, että selaimesi voi käyttää sijaintipalveluita.',
    'dealerFinder.townLabel': 'tai kirjoita paikkakunta',
    'dealerFinder.townHint': 'Valitse paikkakunta luettelosta',
    'dealerFinder.noTowns': 'Paikkakuntaa ei löytynyt',
    'dealerFinder.townsFailed': 'Paikkakuntien haku ei juuri nyt onnistu.',
    'dealerFinder.sortedByDistance': 'Järjestetty etäisyyden mukaan, lähin ensin',
    'dealerFinder.sortedFromTown': 'Järjestetty etäisyyden mukaan paikkakunnasta {town}, lähin ensin',
    'dealerFinder.defaultOrder': 'Näytä tavallisessa järjestyksessä',
    'dealerFinder.defaultOrderAnnounced': 'Luettelo näytetään tavallisessa järjestyksessä',
    'dealerFinder.distance': 'Etäisyys',
    'dealerFinder.filters': 'Suodata toimipisteitä',
    'dealerFinder.facet.region': 'Alue',
    'dealerFinder.facet.brand': 'Merkki',
    'dealerFinder.clearFilters': 'Tyhjennä suodattimet',
  },
  sk: {
    'dealerFinder.nearest': 'Najbližšie ku mne',
    'dealerFinder.locating': 'Zisťujeme vašu polohu …',
    'dealerFinder.geolocationDenied': 'Na použitie tejto funkcie musí váš prehliadač môcť používať lokalizačné služby.',
    'dealerFinder.townLabel': 'alebo zadajte mesto',
    'dealerFinder.townHint': 'Vyberte mesto zo zoznamu',
    'dealerFinder.noTowns': 'Mesto sa nenašlo',
    'dealerFinder.townsFailed': 'Mestá sa teraz nepodarilo vyhľadať.',
    'dealerFinder.sortedByDistance': 'Zoradené podľa vzdialenosti, najbližšie prvé',
    'dealerFinder.sortedFromTown': 'Zoradené podľa vzdialenosti od {town}, najbližšie prvé',
    'dealerFinder.defaultOrder': 'Zobraziť v bežnom poradí',
    'dealerFinder.defaultOrderAnnounced': 'Zoznam je v bežnom poradí',
    'dealerFinder.distance': 'Vzdialenosť',
    'dealerFinder.filters': 'Filtrovať pobočky',
    'dealerFinder.facet.region': 'Kraj',
    'dealerFinder.facet.brand': 'Značka',
    'dealerFinder.clearFilters': 'Zrušiť filtre',
  },
  en: {
    'dealerFinder.nearest': 'Nearest to me',
    'dealerFinder.locating': 'Finding your location …',
    'dealerFinder.geolocationDenied': 'To use this feature, your browser needs to be able to use location services.',
    'dealerFinder.townLabel': 'or type a town',
    'dealerFinder.townHint': 'Choose a town in the list',
    'dealerFinder.noTowns': 'No town found',
    'dealerFinder.townsFailed': 'We could not search for towns just now.',
    'dealerFinder.sortedByDistance': 'Sorted by distance, nearest first',
    'dealerFinder.sortedFromTown': 'Sorted by distance from {town}, nearest first',
    'dealerFinder.defaultOrder': 'Show in the usual order',
    'dealerFinder.defaultOrderAnnounced': 'The list is in the usual order',
    'dealerFinder.distance': 'Distance',
    'dealerFinder.filters': 'Filter dealerships',
    'dealerFinder.facet.region': 'Region',
    'dealerFinder.facet.brand': 'Brand',
    'dealerFinder.clearFilters': 'Clear filters',
  },
};
