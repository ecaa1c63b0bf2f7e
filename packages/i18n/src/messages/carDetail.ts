import type { Translations } from './types';

/** The car detail headline: key facts, compare and the way back to the list. */
export interface CarDetailMessages {
  'carDetail.year': string;
  'carDetail.mileage': string;
  'carDetail.fuel': string;
  'carDetail.gearbox': string;
  'carDetail.compare': string;
  'carDetail.backToAll': string;
  'carDetail.price': string;
  'carDetail.wasPrice': string;
}

export const carDetailMessages: Translations<CarDetailMessages> = {
  sv: {
    'carDetail.year': 'Årsmodell',
    'carDetail.mileage': 'Miltal',
    'carDetail.fuel': 'Drivmedel',
    'carDetail.gearbox': 'Växellåda',
    'carDetail.compare': 'Jämför',
    'carDetail.backToAll': 'Tillbaka till alla bilar',
    'carDetail.price': 'Pris',
    'carDetail.wasPrice': 'Ordinarie pris',
  },
  nb: {
    'carDetail.year': 'Årsmodell',
    'carDetail.mileage': 'Kilometerstand',
    'carDetail.fuel': 'Drivstoff',
    'carDetail.gearbox': 'Girkasse',
    'carDetail.compare': 'Sammenlign',
    'carDetail.backToAll': 'Tilbake til alle biler',
    'carDetail.price': 'Pris',
    'carDetail.wasPrice': 'Ordinær pris',
  },
  fi: {
    'carDetail.year': 'Vuosimalli',
    'carDetail.mileage': 'Mittarilukema',
    'carDetail.fuel': 'Polttoaine',
    'carDetail.gearbox': 'Vaihteisto',
    'carDetail.compare': 'Vertaa',
    'carDetail.backToAll': 'Takaisin kaikkiin autoihin',
    'carDetail.price': 'Hinta',
    'carDetail.wasPrice': 'Normaalihinta',
  },
  sk: {
    'carDetail.year': 'Rok výroby',
    'carDetail.mileage': 'Najazdené',
    'carDetail.fuel': 'Palivo',
    'carDetail.gearbox': 'Prevodovka',
    'carDetail.compare': 'Porovnať',
    'carDetail.backToAll': 'Späť na všetky autá',
    'carDetail.price': 'Cena',
    'carDetail.wasPrice': 'Pôvodná cena',
  },
  en: {
    'carDetail.year': 'Year',
    'carDetail.mileage': 'Mileage',
    'carDetail.fuel': 'Fuel',
    'carDetail.gearbox': 'Gearbox',
    'carDetail.compare': 'Compare',
    'carDetail.backToAll': 'Back to all cars',
    'carDetail.price': 'Price',
    'carDetail.wasPrice': 'Regular price',
  },
};
