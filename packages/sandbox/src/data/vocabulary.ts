import type { Language } from '@showroom/sites';
import type { Fuel } from './models';

type Words = Record<Language, string>;
const w = (sv: string, nb: string, fi: string, sk: string, en: string): Words => ({ sv, nb, fi, sk, en });

// Facet values are shown to visitors as they are, so the stock carries them in the site's language.
export const FUELS: Record<Fuel, Words> = {
  Petrol: w('Bensin', 'Bensin', 'Bensiini', 'Benzín', 'Petrol'),
  Diesel: w('Diesel', 'Diesel', 'Diesel', 'Diesel', 'Diesel'),
  Electric: w('El', 'Elektrisk', 'Sähkö', 'Elektro', 'Electric'),
  Hybrid: w('Hybrid', 'Hybrid', 'Hybridi', 'Hybrid', 'Hybrid'),
  'Plug-in hybrid': w('Laddhybrid', 'Ladbar hybrid', 'Lataushybridi', 'Plug-in hybrid', 'Plug-in hybrid'),
};

export const BODIES: Record<string, Words> = {
  Hatchback: w('Halvkombi', 'Kombi 5-dørs', 'Viistoperä', 'Hatchback', 'Hatchback'),
  Sedan: w('Sedan', 'Sedan', 'Sedan', 'Sedan', 'Saloon'),
  SUV: w('SUV', 'SUV', 'Maasturi', 'SUV', 'SUV'),
  'Station wagon': w('Kombi', 'Stasjonsvogn', 'Farmari', 'Kombi', 'Estate'),
  Coupé: w('Coupé', 'Coupé', 'Coupé', 'Kupé', 'Coupé'),
  Convertible: w('Cabriolet', 'Cabriolet', 'Avoauto', 'Kabriolet', 'Convertible'),
  Van: w('Transportbil', 'Varebil', 'Pakettiauto', 'Dodávka', 'Van'),
  Pickup: w('Pickup', 'Pickup', 'Avolava', 'Pickup', 'Pickup'),
  Truck: w('Lastbil', 'Lastebil', 'Kuorma-auto', 'Nákladné vozidlo', 'Truck'),
};

export const GEARBOXES = { automatic: w('Automat', 'Automat', 'Automaatti', 'Automatická', 'Automatic'), manual: w('Manuell', 'Manuell', 'Manuaali', 'Manuálna', 'Manual') };

export const DRIVES = { fwd: w('Framhjulsdrift', 'Forhjulsdrift', 'Etuveto', 'Predný pohon', 'Front-wheel drive'), rwd: w('Bakhjulsdrift', 'Bakhjulsdrift', 'Takaveto', 'Zadný pohon', 'Rear-wheel drive'), awd: w('Fyrhjulsdrift', 'Firehjulsdrift', 'Neliveto', 'Pohon všetkých kolies', 'All-wheel drive') };

export const CONDITIONS = { new: w('Ny', 'Ny', 'Uusi', 'Nové', 'New'), used: w('Begagnad', 'Brukt', 'Käytetty', 'Jazdené', 'Used') };

export const VEHICLE_TYPES = { car: w('Personbil', 'Personbil', 'Henkilöauto', 'Osobné vozidlo', 'Car'), lcv: w('Transportbil', 'Varebil', 'Pakettiauto', 'Úžitkové vozidlo', 'Commercial vehicle') };

/** Colour name per language plus the hex used to draw it. */
export const COLORS: readonly { words: Words; hex: string }[] = [
  { words: w('Svart', 'Svart', 'Musta', 'Čierna', 'Black'), hex: '#1d1f22' },
  { words: w('Vit', 'Hvit', 'Valkoinen', 'Biela', 'White'), hex: '#f1f1ee' },
  { words: w('Grå', 'Grå', 'Harmaa', 'Sivá', 'Grey'), hex: '#7d8288' },
  { words: w('Silver', 'Sølv', 'Hopea', 'Strieborná', 'Silver'), hex: '#c3c7cb' },
  { words: w('Blå', 'Blå', 'Sininen', 'Modrá', 'Blue'), hex: '#1f4e8c' },
  { words: w('Röd', 'Rød', 'Punainen', 'Červená', 'Red'), hex: '#b3202a' },
  { words: w('Grön', 'Grønn', 'Vihreä', 'Zelená', 'Green'), hex: '#2f5d3a' },
  { words: w('Brun', 'Brun', 'Ruskea', 'Hnedá', 'Brown'), hex: '#6b4a2f' },
];

export const EQUIPMENT: readonly string[] = [
  'Adaptiv farthållare', 'Backkamera', 'Parkeringssensorer fram och bak', 'Apple CarPlay', 'Android Auto', 'Navigationssystem',
  'Stolsvärme fram', 'Rattvärme', 'Elektriskt justerbara säten', 'Läderklädsel', 'Panoramaglastak', 'LED-strålkastare',
  'Head-up display', 'Dragkrok', 'Keyless entry', 'Trådlös laddning', 'Klimatanläggning 2-zon', 'Filhållningsassistent',
  'Dödavinkelvarnare', '360-graders kamera', 'Motorvärmare', 'Harman Kardon ljudsystem', 'Elektrisk baklucka', '19" lättmetallfälgar',
];
