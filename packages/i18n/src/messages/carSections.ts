import type { Translations } from './types';

/** The car detail page's content sections: description, technical data, equipment, other packages, leasing, sellers, financing cards. */
export interface CarSectionsMessages {
  'carSections.showMore': string;
  'carSections.showLess': string;
  'carSections.description.heading': string;
  'carSections.technical.heading': string;
  'carSections.technical.showAll': string;
  'carSections.technical.showFewer': string;
  'carSections.technical.power': string;
  'carSections.technical.acceleration': string;
  'carSections.technical.emission': string;
  'carSections.technical.fuelCombined': string;
  'carSections.technical.electricRange': string;
  'carSections.technical.electricConsumption': string;
  'carSections.technical.batterySize': string;
  'carSections.technical.acCharging': string;
  'carSections.technical.dcCharging': string;
  'carSections.technical.fuelTank': string;
  'carSections.technical.serviceWeight': string;
  'carSections.technical.cargoVolume': string;
  'carSections.technical.length': string;
  'carSections.technical.width': string;
  'carSections.technical.height': string;
  'carSections.equipment.heading': string;
  'carSections.equipment.trimPackage': string;
  'carSections.otherPackages.heading': string;
  'carSections.otherPackages.showAll': string;
  'carSections.leasing.heading': string;
  'carSections.leasing.private': string;
  'carSections.leasing.company': string;
  'carSections.leasing.perMonth': string;
  'carSections.leasing.inclVat': string;
  'carSections.leasing.exclVat': string;
  'carSections.leasing.duration': string;
  'carSections.leasing.months': string;
  'carSections.leasing.mileage': string;
  'carSections.leasing.perYear': string;
  'carSections.sellers.heading': string;
  'carSections.sellers.phone': string;
  'carSections.sellers.email': string;
  'carSections.financing.campaign': string;
}

export const carSectionsMessages: Translations<CarSectionsMessages> = {
  sv: {
    'carSections.showMore': 'Visa mer',
    'carSections.showLess': 'Visa mindre',
    'carSections.description.heading': 'Beskrivning',
    'carSections.technical.heading': 'Teknisk data',
    'carSections.technical.showAll': 'Visa alla ({count})',
    'carSections.technical.showFewer': 'Visa färre',
    'carSections.technical.power': 'Effekt',
    'carSections.technical.acceleration': 'Acceleration 0–100 km/h',
    'carSections.technical.emission': 'CO₂-utsläpp',
    'carSections.technical.fuelCombined': 'Bränsleförbrukning, blandad körning',
    'carSections.technical.electricRange': 'Räckvidd på el',
    'carSections.technical.electricConsumption': 'Elförbrukning',
    'carSections.technical.batterySize': 'Batterikapacitet',
    'carSections.technical.acCharging': 'Laddeffekt AC',
    'carSections.technical.dcCharging': 'Laddeffekt DC',
    'carSections.technical.fuelTank': 'Tankvolym',
    'carSections.technical.serviceWeight': 'Tjänstevikt',
    'carSections.technical.cargoVolume': 'Bagageutrymme',
    'carSections.technical.length': 'Längd',
    'carSections.technical.width': 'Bredd',
    'carSections.technical.height': 'Höjd',
    'carSections.equipment.heading': 'Utrustning',
    'carSections.equipment.trimPackage': 'Utrustningsnivå: {trim}',
    'carSections.otherPackages.heading': 'Utrustning i andra paket',
    'carSections.otherPackages.showAll': 'Visa all utrustning ({count})',
    'carSections.leasing.heading': 'Leasingalternativ',
    'carSections.leasing.private': 'Privatleasing',
    'carSections.leasing.company': 'Företagsleasing',
    'carSections.leasing.perMonth': '{price}/mån',
    'carSections.leasing.inclVat': 'inkl. moms',
    'carSections.leasing.exclVat': 'exkl. moms',
    'carSections.leasing.duration': 'Avtalstid',
    'carSections.leasing.months': '{months} mån',
    'carSections.leasing.mileage': 'Körsträcka',
    'carSections.leasing.perYear': '{mileage}/år',
    'carSections.sellers.heading': 'Kontakta säljare',
    'carSections.sellers.phone': 'Telefon',
    'carSections.sellers.email': 'E-post',
    'carSections.financing.campaign': 'Kampanj',
  },
  nb: {
    'carSections.showMore': 'Vis mer',
    'carSections.showLess': 'Vis mindre',
    'carSections.description.heading': 'Beskrivelse',
    'carSections.technical.heading': 'Tekniske data',
    'carSections.technical.showAll': 'Vis alle ({count})',
    'carSections.technical.showFewer': 'Vis færre',
    'carSections.technical.power': 'Effekt',
    'carSections.technical.acceleration': 'Akselerasjon 0–100 km/t',
    'carSections.technical.emission': 'CO₂-utslipp',
    'carSections.technical.fuelCombined': 'Drivstofforbruk, blandet kjøring',
    'carSections.technical.electricRange': 'Rekkevidde på strøm',
    'carSections.technical.electricConsumption': 'Strømforbruk',
    'carSections.technical.batterySize': 'Batterikapasitet',
    'carSections.technical.acCharging': 'Ladeeffekt AC',
    'carSections.technical.dcCharging': 'Ladeeffekt DC',
    'carSections.technical.fuelTank': 'Tankvolum',
    'carSections.technical.serviceWeight': 'Egenvekt',
    'carSections.technical.cargoVolume': 'Bagasjerom',
    'carSections.technical.length': 'Lengde',
    'carSections.technical.width': 'Bredde',
    'carSections.technical.height': 'Høyde',
    'carSections.equipment.heading': 'Utstyr',
    'carSections.equipment.trimPackage': 'Utstyrsnivå: {trim}',
    'carSections.otherPackages.heading': 'Utstyr i andre pakker',
    'carSections.otherPackages.showAll': 'Vis alt utstyr ({count})',
    'carSections.leasing.heading': 'Leasingalternativer',
    'carSections.leasing.private': 'Privatleasing',
    'carSections.leasing.company': 'Bedriftsleasing',
    'carSections.leasing.perMonth': '{price}/mnd.',
    'carSections.leasing.inclVat': 'inkl. mva.',
    'carSections.leasing.exclVat': 'ekskl. mva.',
    'carSections.leasing.duration': 'Avtaletid',
    'carSections.leasing.months': '{months} mnd.',
    'carSections.leasing.mileage': 'Kjørelengde',
    'carSections.leasing.perYear': '{mileage}/år',
    'carSections.sellers.heading': 'Kontakt selger',
    'carSections.sellers.phone': 'Telefon',
    'carSections.sellers.email': 'E-post',
    'carSections.financing.campaign': 'Kampanje',
  },
  fi: {
    'carSections.showMore': 'Näytä lisää',
    'carSections.showLess': 'Näytä vähemmän',
    'carSections.description.heading': 'Kuvaus',
    'carSections.technical.heading': 'Tekniset tiedot',
    'carSections.technical.showAll': 'Näytä kaikki ({count})',
    'carSections.technical.showFewer': 'Näytä vähemmän',
    'carSections.technical.power': 'Teho',
    'carSections.technical.acceleration': 'Kiihtyvyys 0–100 km/h',
    'carSections.technical.emission': 'CO₂-päästöt',
    'carSections.technical.fuelCombined': 'Polttoaineenkulutus, yhdistetty',
    'carSections.technical.electricRange': 'Toimintamatka sähköllä',
    'carSections.technical.electricConsumption': 'Sähkönkulutus',
    'carSections.technical.batterySize': 'Akun kapasiteetti',
    'carSections.technical.acCharging': 'Latausteho AC',
    'carSections.technical.dcCharging': 'Latausteho DC',
    'carSections.technical.fuelTank': 'Polttoainesäiliön tilavuus',
    'carSections.technical.serviceWeight': 'Omamassa',
    'carSections.technical.cargoVolume': 'Tavaratila',
    'carSections.technical.length': 'Pituus',
    'carSections.technical.width': 'Leveys',
    'carSections.technical.height': 'Korkeus',
    'carSections.equipment.heading': 'Varusteet',
    'carSections.equipment.trimPackage': 'Varustetaso: {trim}',
    'carSections.otherPackages.heading': 'Muiden varustetasojen varusteet',
    'carSections.otherPackages.showAll': 'Näytä kaikki varusteet ({count})',
    'carSections.leasing.heading': 'Leasingvaihtoehdot',
    'carSections.leasing.private': 'Yksityisleasing',
    'carSections.leasing.company': 'Yritysleasing',
    'carSections.leasing.perMonth': '{price}/kk',
    'carSections.leasing.inclVat': 'sis. alv',
    'carSections.leasing.exclVat': 'alv 0 %',
    'carSections.leasing.duration': 'Sopimuskausi',
    'carSections.leasing.months': '{months} kk',
    'carSections.leasing.mileage': 'Ajomäärä',
    'carSections.leasing.perYear': '{mileage}/v',
    'carSections.sellers.heading': 'Ota yhteyttä myyjään',
    'carSections.sellers.phone': 'Puhelin',
    'carSections.sellers.email': 'Sähköposti',
    'carSections.financing.campaign': 'Kampanja',
  },
  sk: {
    'carSections.showMore': 'Zobraziť viac',
    'carSections.showLess': 'Zobraziť menej',
    'carSections.description.heading': 'Popis',
    'carSections.technical.heading': 'Technické údaje',
    'carSections.technical.showAll': 'Zobraziť všetky ({count})',
    'carSections.technical.showFewer': 'Zobraziť menej',
    'carSections.technical.power': 'Výkon',
    'carSections.technical.acceleration': 'Zrýchlenie 0–100 km/h',
    'carSections.technical.emission': 'Emisie CO₂',
    'carSections.technical.fuelCombined': 'Kombinovaná spotreba paliva',
    'carSections.technical.electricRange': 'Dojazd na elektrinu',
    'carSections.technical.electricConsumption': 'Spotreba elektriny',
    'carSections.technical.batterySize': 'Kapacita batérie',
    'carSections.technical.acCharging': 'Nabíjací výkon AC',
    'carSections.technical.dcCharging': 'Nabíjací výkon DC',
    'carSections.technical.fuelTank': 'Objem palivovej nádrže',
    'carSections.technical.serviceWeight': 'Prevádzková hmotnosť',
    'carSections.technical.cargoVolume': 'Objem batožinového priestoru',
    'carSections.technical.length': 'Dĺžka',
    'carSections.technical.width': 'Šírka',
    'carSections.technical.height': 'Výška',
    'carSections.equipment.heading': 'Výbava',
    'carSections.equipment.trimPackage': 'Úroveň výbavy: {trim}',
    'carSections.otherPackages.heading': 'Výbava v iných balíkoch',
    'carSections.otherPackages.showAll': 'Zobraziť celú výbavu ({count})',
    'carSections.leasing.heading': 'Možnosti leasingu',
    'carSections.leasing.private': 'Súkromný leasing',
    'carSections.leasing.company': 'Firemný leasing',
    'carSections.leasing.perMonth': '{price}/mesiac',
    'carSections.leasing.inclVat': 's DPH',
    'carSections.leasing.exclVat': 'bez DPH',
    'carSections.leasing.duration': 'Doba trvania zmluvy',
    'carSections.leasing.months': '{months} mes.',
    'carSections.leasing.mileage': 'Nájazd',
    'carSections.leasing.perYear': '{mileage}/rok',
    'carSections.sellers.heading': 'Kontaktujte predajcu',
    'carSections.sellers.phone': 'Telefón',
    'carSections.sellers.email': 'E-mail',
    'carSections.financing.campaign': 'Akcia',
  },
  en: {
    'carSections.showMore': 'Show more',
    'carSections.showLess': 'Show less',
    'carSections.description.heading': 'Description',
    'carSections.technical.heading': 'Technical data',
    'carSections.technical.showAll': 'Show all ({count})',
    'carSections.technical.showFewer': 'Show fewer',
    'carSections.technical.power': 'Power',
    'carSections.technical.acceleration': 'Acceleration 0–100 km/h',
    'carSections.technical.emission': 'CO₂ emissions',
    'carSections.technical.fuelCombined': 'Fuel consumption, combined',
    'carSections.technical.electricRange': 'Electric range',
    'carSections.technical.electricConsumption': 'Electricity consumption',
    'carSections.technical.batterySize': 'Battery capacity',
    'carSections.technical.acCharging': 'AC charging power',
    'carSections.technical.dcCharging': 'DC charging power',
    'carSections.technical.fuelTank': 'Fuel tank capacity',
    'carSections.technical.serviceWeight': 'Kerb weight',
    'carSections.technical.cargoVolume': 'Boot capacity',
    'carSections.technical.length': 'Length',
    'carSections.technical.width': 'Width',
    'carSections.technical.height': 'Height',
    'carSections.equipment.heading': 'Equipment',
    'carSections.equipment.trimPackage': 'Trim level: {trim}',
    'carSections.otherPackages.heading': 'Equipment in other packages',
    'carSections.otherPackages.showAll': 'Show all equipment ({count})',
    'carSections.leasing.heading': 'Leasing options',
    'carSections.leasing.private': 'Personal leasing',
    'carSections.leasing.company': 'Business leasing',
    'carSections.leasing.perMonth': '{price}/month',
    'carSections.leasing.inclVat': 'incl. VAT',
    'carSections.leasing.exclVat': 'excl. VAT',
    'carSections.leasing.duration': 'Contract length',
    'carSections.leasing.months': '{months} months',
    'carSections.leasing.mileage': 'Mileage',
    'carSections.leasing.perYear': '{mileage}/year',
    'carSections.sellers.heading': 'Contact a salesperson',
    'carSections.sellers.phone': 'Phone',
    'carSections.sellers.email': 'Email',
    'carSections.financing.campaign': 'Offer',
  },
};
