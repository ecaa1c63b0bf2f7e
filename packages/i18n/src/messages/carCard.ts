import type { Translations } from './types';

/** What a car card says beyond carList.ts: screen-reader price labels and an LCV's private leasing. */
export interface CarCardMessages {
  'carCard.price': string;
  'carCard.wasPrice': string;
  'carCard.privateLeasingExclVatPerMonth': string;
}

export const carCardMessages: Translations<CarCardMessages> = {
  sv: {
    'carCard.price': 'Pris',
    'carCard.wasPrice': 'Ordinarie pris',
    'carCard.privateLeasingExclVatPerMonth': 'Privatleasing exkl. moms/mån',
  },
  nb: {
    'carCard.price': 'Pris',
    'carCard.wasPrice': 'Ordinær pris',
    'carCard.privateLeasingExclVatPerMonth': 'Privatleasing ekskl. mva./mnd.',
  },
  fi: {
    'carCard.price': 'Hinta',
    'carCard.wasPrice': 'Normaalihinta',
    'carCard.privateLeasingExclVatPerMonth': 'Yksityisleasing alv 0 %/kk',
  },
  sk: {
    'carCard.price': 'Cena',
    'carCard.wasPrice': 'Pôvodná cena',
    'carCard.privateLeasingExclVatPerMonth': 'Súkromný leasing bez DPH/mesiac',
  },
  en: {
    'carCard.price': 'Price',
    'carCard.wasPrice': 'Regular price',
    'carCard.privateLeasingExclVatPerMonth': 'Personal leasing excl. VAT/month',
  },
};
