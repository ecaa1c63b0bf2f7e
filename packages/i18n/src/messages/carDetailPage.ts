import type { Translations } from './types';

/** The car detail page around its sections: the section links, not-found view, similar cars and the calculators. */
export interface CarDetailPageMessages {
  'carDetail.back': string;
  'carDetail.sections': string;
  'carDetail.overview': string;
  'carDetail.equipment': string;
  'carDetail.equipmentAndData': string;
  'carDetail.description': string;
  'carDetail.contact': string;
  'carDetail.financing': string;
  'carDetail.similar': string;
  'carDetail.modelStock': string;
  'carDetail.previousCars': string;
  'carDetail.nextCars': string;
  'carDetail.notFoundTitle': string;
  'carDetail.notFoundText': string;
  'carDetail.notFoundSimilar': string;
  'carDetail.toCarList': string;
  'carDetail.loanTitle': string;
  'carDetail.companyLeasingTitle': string;
  'carDetail.privateLeasingTitle': string;
  'carDetail.period': string;
  'carDetail.months': string;
  'carDetail.downPayment': string;
  'carDetail.firstFee': string;
  'carDetail.yearlyMileage': string;
  'carDetail.monthlyCost': string;
  'carDetail.perMonth': string;
  'carDetail.residualValue': string;
  'carDetail.interestRate': string;
  'carDetail.startFee': string;
  'carDetail.invoiceFee': string;
}

export const carDetailPageMessages: Translations<CarDetailPageMessages> = {
  sv: {
    'carDetail.back': 'Tillbaka',
    'carDetail.sections': 'Om bilen',
    'carDetail.overview': 'Översikt',
    'carDetail.equipment': 'Utrustning',
    'carDetail.equipmentAndData': 'Utrustning och fakta',
    'carDetail.description': 'Beskrivning',
    'carDetail.contact': 'Kontakt',
    'carDetail.financing': 'Finansiering',
    'carDetail.similar': 'Liknande bilar',
    'carDetail.modelStock': 'Samma modell i lager',
    'carDetail.previousCars': 'Föregående bilar',
    'carDetail.nextCars': 'Nästa bilar',
    'carDetail.notFoundTitle': 'Bilen finns inte längre',
    'carDetail.notFoundText': 'Bilen du letar efter är såld eller borttagen.',
    'carDetail.notFoundSimilar': 'De här bilarna liknar den du letade efter.',
    'carDetail.toCarList': 'Visa bilar till salu',
    'carDetail.loanTitle': 'Billån',
    'carDetail.companyLeasingTitle': 'Företagsleasing',
    'carDetail.privateLeasingTitle': 'Privatleasing',
    'carDetail.period': 'Avtalstid',
    'carDetail.months': '{count} mån',
    'carDetail.downPayment': 'Kontantinsats',
    'carDetail.firstFee': 'Förhöjd första avgift',
    'carDetail.yearlyMileage': 'Körsträcka per år',
    'carDetail.monthlyCost': 'Månadskostnad',
    'carDetail.perMonth': '{amount}/mån',
    'carDetail.residualValue': 'Restvärde',
    'carDetail.interestRate': 'Ränta',
    'carDetail.startFee': 'Uppläggningsavgift',
    'carDetail.invoiceFee': 'Aviavgift',
  },
  nb: {
    'carDetail.back': 'Tilbake',
    'carDetail.sections': 'Om bilen',
    'carDetail.overview': 'Oversikt',
    'carDetail.equipment': 'Utstyr',
    'carDetail.equipmentAndData': 'Utstyr og fakta',
    'carDetail.description': 'Beskrivelse',
    'carDetail.contact': 'Kontakt',
    'carDetail.financing': 'Finansiering',
    'carDetail.similar': 'Lignende biler',
    'carDetail.modelStock': 'Samme modell på lager',
    'carDetail.previousCars': 'Forrige biler',
    'carDetail.nextCars': 'Neste biler',
    'carDetail.notFoundTitle': 'Bilen finnes ikke lenger',
    'carDetail.notFoundText': 'Bilen du leter etter er solgt eller fjernet.',
    'carDetail.notFoundSimilar': 'Disse bilene ligner på den du lette etter.',
    'carDetail.toCarList': 'Se biler til salgs',
    'carDetail.loanTitle': 'Billån',
    'carDetail.companyLeasingTitle': 'Bedriftsleasing',
    'carDetail.privateLeasingTitle': 'Privatleasing',
    'carDetail.period': 'Avtaleperiode',
    'carDetail.months': '{count} mnd',
    'carDetail.downPayment': 'Egenkapital',
    'carDetail.firstFee': 'Forhøyet første leie',
    'carDetail.yearlyMileage': 'Kjørelengde per år',
    'carDetail.monthlyCost': 'Månedskostnad',
    'carDetail.perMonth': '{amount}/mnd',
    'carDetail.residualValue': 'Restverdi',
    'carDetail.interestRate': 'Rente',
    'carDetail.startFee': 'Etableringsgebyr',
    'carDetail.invoiceFee': 'Fakturagebyr',
  },
  fi: {
    'carDetail.back': 'Takaisin',
    'carDetail.sections': 'Tietoa autosta',
    'carDetail.overview': 'Yleiskatsaus',
    'carDetail.equipment': 'Varusteet',
    'carDetail.equipmentAndData': 'Varusteet ja tiedot',
    'carDetail.description': 'Kuvaus',
    'carDetail.contact': 'Yhteystiedot',
    'carDetail.financing': 'Rahoitus',
    'carDetail.similar': 'Samankaltaiset autot',
    'carDetail.modelStock': 'Sama malli varastossa',
    'carDetail.previousCars': 'Edelliset autot',
    'carDetail.nextCars': 'Seuraavat autot',
    'carDetail.notFoundTitle': 'Autoa ei enää löydy',
    'carDetail.notFoundText': 'Etsimäsi auto on myyty tai poistettu.',
    'carDetail.notFoundSimilar': 'Nämä autot muistuttavat etsimääsi.',
    'carDetail.toCarList': 'Näytä myytävät autot',
    'carDetail.loanTitle': 'Autolaina',
    'carDetail.companyLeasingTitle': 'Yritysleasing',
    'carDetail.privateLeasingTitle': 'Yksityisleasing',
    'carDetail.period': 'Sopimuskausi',
    'carDetail.months': '{count} kk',
    'carDetail.downPayment': 'Käsiraha',
    'carDetail.firstFee': 'Korotettu ensimmäinen erä',
    'carDetail.yearlyMileage': 'Ajomäärä vuodessa',
    'carDetail.monthlyCost': 'Kuukausikustannus',
    'carDetail.perMonth': '{amount}/kk',
    'carDetail.residualValue': 'Jäännösarvo',
    'carDetail.interestRate': 'Korko',
    'carDetail.startFee': 'Avausmaksu',
    'carDetail.invoiceFee': 'Laskutusmaksu',
  },
  sk: {
    'carDetail.back': 'Späť',
    'carDetail.sections': 'O aute',
    'carDetail.overview': 'Prehľad',
    'carDetail.equipment': 'Výbava',
    'carDetail.equipmentAndData': 'Výbava a údaje',
    'carDetail.description': 'Popis',
    'carDetail.contact': 'Kontakt',
    'carDetail.financing': 'Financovanie',
    'carDetail.similar': 'Podobné autá',
    'carDetail.modelStock': 'Rovnaký model na sklade',
    'carDetail.previousCars': 'Predchádzajúce autá',
    'carDetail.nextCars': 'Ďalšie autá',
    'carDetail.notFoundTitle': 'Auto už nie je k dispozícii',
    'carDetail.notFoundText': 'Auto, ktoré hľadáte, je predané alebo odstránené.',
    'carDetail.notFoundSimilar': 'Tieto autá sú podobné tomu, ktoré ste hľadali.',
    'carDetail.toCarList': 'Zobraziť autá na predaj',
    'carDetail.loanTitle': 'Úver na auto',
    'carDetail.companyLeasingTitle': 'Firemný leasing',
    'carDetail.privateLeasingTitle': 'Súkromný leasing',
    'carDetail.period': 'Doba zmluvy',
    'carDetail.months': '{count} mes.',
    'carDetail.downPayment': 'Akontácia',
    'carDetail.firstFee': 'Zvýšená prvá splátka',
    'carDetail.yearlyMileage': 'Nájazd za rok',
    'carDetail.monthlyCost': 'Mesačná splátka',
    'carDetail.perMonth': '{amount}/mes.',
    'carDetail.residualValue': 'Zostatková hodnota',
    'carDetail.interestRate': 'Úrok',
    'carDetail.startFee': 'Poplatok za uzatvorenie',
    'carDetail.invoiceFee': 'Poplatok za faktúru',
  },
  en: {
    'carDetail.back': 'Back',
    'carDetail.sections': 'About the car',
    'carDetail.overview': 'Overview',
    'carDetail.equipment': 'Equipment',
    'carDetail.equipmentAndData': 'Equipment and specifications',
    'carDetail.description': 'Description',
    'carDetail.contact': 'Contact',
    'carDetail.financing': 'Finance options',
    'carDetail.similar': 'Similar cars',
    'carDetail.modelStock': 'The same model in stock',
    'carDetail.previousCars': 'Previous cars',
    'carDetail.nextCars': 'Next cars',
    'carDetail.notFoundTitle': 'This car is no longer available',
    'carDetail.notFoundText': 'The car you are looking for has been sold or removed.',
    'carDetail.notFoundSimilar': 'These cars are similar to the one you were looking for.',
    'carDetail.toCarList': 'See cars for sale',
    'carDetail.loanTitle': 'Car loan',
    'carDetail.companyLeasingTitle': 'Business lease',
    'carDetail.privateLeasingTitle': 'Personal lease',
    'carDetail.period': 'Contract length',
    'carDetail.months': '{count} months',
    'carDetail.downPayment': 'Deposit',
    'carDetail.firstFee': 'Initial rental',
    'carDetail.yearlyMileage': 'Annual mileage',
    'carDetail.monthlyCost': 'Monthly cost',
    'carDetail.perMonth': '{amount}/month',
    'carDetail.residualValue': 'Residual value',
    'carDetail.interestRate': 'Interest rate',
    'carDetail.startFee': 'Arrangement fee',
    'carDetail.invoiceFee': 'Invoice fee',
  },
};
