import type { PluralForms } from '../plural';
import type { Translations } from './types';

/** The compare bar and the compare modal (spec 2 "Compare"). */
export interface CompareMessages {
  'compare.barLabel': string;
  'compare.count': PluralForms;
  'compare.open': string;
  'compare.clear': string;
  'compare.remove': string;
  'compare.dialogTitle': string;
  'compare.error': string;
  'compare.retry': string;
  'compare.unavailable': string;
  'compare.inclVat': string;
  'compare.equipmentCount': PluralForms;
  'compare.row.price': string;
  'compare.row.year': string;
  'compare.row.mileage': string;
  'compare.row.fuel': string;
  'compare.row.gearbox': string;
  'compare.row.power': string;
  'compare.row.body': string;
  'compare.row.color': string;
  'compare.row.drive': string;
  'compare.row.privateLeasing': string;
  'compare.row.companyLeasing': string;
  'compare.row.equipment': string;
  'compare.row.site': string;
  'compare.row.description': string;
}

export const compareMessages: Translations<CompareMessages> = {
  sv: {
    'compare.barLabel': 'Jämförelse',
    'compare.count': { one: '{count} bil att jämföra', other: '{count} bilar att jämföra' },
    'compare.open': 'Jämför ({count})',
    'compare.clear': 'Rensa alla',
    'compare.remove': 'Ta bort {title} från jämförelsen',
    'compare.dialogTitle': 'Jämför bilar',
    'compare.error': 'Det gick inte att hämta bilarna att jämföra.',
    'compare.retry': 'Försök igen',
    'compare.unavailable': 'Bilen är inte längre till salu',
    'compare.inclVat': 'inkl. moms',
    'compare.equipmentCount': { one: '{count} utrustning', other: '{count} utrustningar' },
    'compare.row.price': 'Pris',
    'compare.row.year': 'Årsmodell',
    'compare.row.mileage': 'Miltal',
    'compare.row.fuel': 'Drivmedel',
    'compare.row.gearbox': 'Växellåda',
    'compare.row.power': 'Effekt',
    'compare.row.body': 'Kaross',
    'compare.row.color': 'Färg',
    'compare.row.drive': 'Drivning',
    'compare.row.privateLeasing': 'Privatleasing/mån',
    'compare.row.companyLeasing': 'Företagsleasing/mån',
    'compare.row.equipment': 'Utrustning',
    'compare.row.site': 'Finns hos',
    'compare.row.description': 'Beskrivning',
  },
  nb: {
    'compare.barLabel': 'Sammenligning',
    'compare.count': { one: '{count} bil å sammenligne', other: '{count} biler å sammenligne' },
    'compare.open': 'Sammenlign ({count})',
    'compare.clear': 'Fjern alle',
    'compare.remove': 'Fjern {title} fra sammenligningen',
    'compare.dialogTitle': 'Sammenlign biler',
    'compare.error': 'Vi klarte ikke å hente bilene som skal sammenlignes.',
    'compare.retry': 'Prøv igjen',
    'compare.unavailable': 'Bilen er ikke lenger til salgs',
    'compare.inclVat': 'inkl. mva.',
    'compare.equipmentCount': { one: '{count} utstyrsdetalj', other: '{count} utstyrsdetaljer' },
    'compare.row.price': 'Pris',
    'compare.row.year': 'Årsmodell',
    'compare.row.mileage': 'Kilometerstand',
    'compare.row.fuel': 'Drivstoff',
    'compare.row.gearbox': 'Girkasse',
    'compare.row.power': 'Effekt',
    'compare.row.body': 'Karosseri',
    'compare.row.color': 'Farge',
    'compare.row.drive': 'Hjuldrift',
    'compare.row.privateLeasing': 'Privatleasing/mnd.',
    'compare.row.companyLeasing': 'Bedriftsleasing/mnd.',
    'compare.row.equipment': 'Utstyr',
    'compare.row.site': 'Står hos',
    'compare.row.description': 'Beskrivelse',
  },
  fi: {
    'compare.barLabel': 'Vertailu',
    'compare.count': { one: '{count} auto vertailussa', other: '{count} autoa vertailussa' },
    'compare.open': 'Vertaa ({count})',
    'compare.clear': 'Tyhjennä kaikki',
    'compare.remove': 'Poista {title} vertailusta',
    'compare.dialogTitle': 'Vertaa autoja',
    'compare.error': 'Vertailtavien autojen tietoja ei saatu haettua.',
    'compare.retry': 'Yritä uudelleen',
    'compare.unavailable': 'Auto ei ole enää myynnissä',
    'compare.inclVat': 'sis. alv',
    'compare.equipmentCount': { one: '{count} varuste', other: '{count} varustetta' },
    'compare.row.price': 'Hinta',
    'compare.row.year': 'Vuosimalli',
    'compare.row.mileage': 'Ajettu',
    'compare.row.fuel': 'Käyttövoima',
    'compare.row.gearbox': 'Vaihteisto',
    'compare.row.power': 'Teho',
    'compare.row.body': 'Korityyppi',
    'compare.row.color': 'Väri',
    'compare.row.drive': 'Veto',
    'compare.row.privateLeasing': 'Yksityisleasing/kk',
    'compare.row.companyLeasing': 'Yritysleasing/kk',
    'compare.row.equipment': 'Varusteet',
    'compare.row.site': 'Myyjä',
    'compare.row.description': 'Kuvaus',
  },
  sk: {
    'compare.barLabel': 'Porovnanie',
    'compare.count': { one: '{count} auto na porovnanie', few: '{count} autá na porovnanie', other: '{count} áut na porovnanie' },
    'compare.open': 'Porovnať ({count})',
    'compare.clear': 'Odstrániť všetky',
    'compare.remove': 'Odstrániť {title} z porovnania',
    'compare.dialogTitle': 'Porovnanie áut',
    'compare.error': 'Autá na porovnanie sa nepodarilo načítať.',
    'compare.retry': 'Skúsiť znova',
    'compare.unavailable': 'Auto už nie je na predaj',
    'compare.inclVat': 's DPH',
    'compare.equipmentCount': { one: '{count} položka výbavy', few: '{count} položky výbavy', other: '{count} položiek výbavy' },
    'compare.row.price': 'Cena',
    'compare.row.year': 'Rok výroby',
    'compare.row.mileage': 'Najazdené',
    'compare.row.fuel': 'Palivo',
    'compare.row.gearbox': 'Prevodovka',
    'compare.row.power': 'Výkon',
    'compare.row.body': 'Karoséria',
    'compare.row.color': 'Farba',
    'compare.row.drive': 'Pohon',
    'compare.row.privateLeasing': 'Súkromný leasing/mesiac',
    'compare.row.companyLeasing': 'Firemný leasing/mesiac',
    'compare.row.equipment': 'Výbava',
    'compare.row.site': 'Predajca',
    'compare.row.description': 'Popis',
  },
  en: {
    'compare.barLabel': 'Compare',
    'compare.count': { one: '{count} car to compare', other: '{count} cars to compare' },
    'compare.open': 'Compare ({count})',
    'compare.clear': 'Clear all',
    'compare.remove': 'Remove {title} from compare',
    'compare.dialogTitle': 'Compare cars',
    'compare.error': 'We could not load the cars to compare.',
    'compare.retry': 'Try again',
    'compare.unavailable': 'This car is no longer for sale',
    'compare.inclVat': 'incl. VAT',
    'compare.equipmentCount': { one: '{count} item', other: '{count} items' },
    'compare.row.price': 'Price',
    'compare.row.year': 'Year',
    'compare.row.mileage': 'Mileage',
    'compare.row.fuel': 'Fuel',
    'compare.row.gearbox': 'Gearbox',
    'compare.row.power': 'Power',
    'compare.row.body': 'Body type',
    'compare.row.color': 'Colour',
    'compare.row.drive': 'Drive',
    'compare.row.privateLeasing': 'Personal leasing/month',
    'compare.row.companyLeasing': 'Business leasing/month',
    'compare.row.equipment': 'Equipment',
    'compare.row.site': 'Dealer',
    'compare.row.description': 'Description',
  },
};
