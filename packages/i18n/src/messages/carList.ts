import type { Translations } from './types';

/**
 * Car list and what car cards show. `carListError`, `noSearchResults` and `missingImageText`
 * keep the content platform's dictionary key names (spec 2 and 3), since the kits and dealer
 * lists use them too and an editor may override them by those names.
 */
export interface CarListMessages {
  'carList.heading': string;
  'carList.compare': string;
  'carList.compareAdd': string;
  'carList.compareRemove': string;
  'carList.deductibleVat': string;
  'carList.campaign': string;
  'price.privateLeasingPerMonth': string;
  'price.companyLeasingPerMonth': string;
  'price.exclVat': string;
  'price.perMonth': string;
  carListError: string;
  noSearchResults: string;
  missingImageText: string;
}

export const carListMessages: Translations<CarListMessages> = {
  sv: {
    'carList.heading': 'Bilar till salu',
    'carList.compare': 'Jämför',
    'carList.compareAdd': 'Lägg till {title} i jämförelsen',
    'carList.compareRemove': 'Ta bort {title} från jämförelsen',
    'carList.deductibleVat': 'Avdragsgill moms',
    'carList.campaign': 'Kampanj',
    'price.privateLeasingPerMonth': 'Privatleasing inkl. moms/mån',
    'price.companyLeasingPerMonth': 'Företagsleasing exkl. moms/mån',
    'price.exclVat': 'exkl. moms',
    'price.perMonth': '{price}/mån',
    carListError: 'Något gick fel när listan skulle hämtas. Försök igen om en stund.',
    noSearchResults: 'Inga träffar. Prova att ändra din sökning eller dina filter.',
    missingImageText: 'Bild saknas',
  },
  nb: {
    'carList.heading': 'Biler til salgs',
    'carList.compare': 'Sammenlign',
    'carList.compareAdd': 'Legg til {title} i sammenligningen',
    'carList.compareRemove': 'Fjern {title} fra sammenligningen',
    'carList.deductibleVat': 'Fradragsberettiget mva.',
    'carList.campaign': 'Kampanje',
    'price.privateLeasingPerMonth': 'Privatleasing inkl. mva./mnd.',
    'price.companyLeasingPerMonth': 'Bedriftsleasing ekskl. mva./mnd.',
    'price.exclVat': 'ekskl. mva.',
    'price.perMonth': '{price}/mnd.',
    carListError: 'Noe gikk galt da listen skulle hentes. Prøv igjen om litt.',
    noSearchResults: 'Ingen treff. Prøv å endre søket eller filtrene.',
    missingImageText: 'Bilde mangler',
  },
  fi: {
    'carList.heading': 'Myytävät autot',
    'carList.compare': 'Vertaa',
    'carList.compareAdd': 'Lisää {title} vertailuun',
    'carList.compareRemove': 'Poista {title} vertailusta',
    'carList.deductibleVat': 'ALV-vähennyskelpoinen',
    'carList.campaign': 'Kampanja',
    'price.privateLeasingPerMonth': 'Yksityisleasing sis. alv/kk',
    'price.companyLeasingPerMonth': 'Yritysleasing alv 0 %/kk',
    'price.exclVat': 'alv 0 %',
    'price.perMonth': '{price}/kk',
    carListError: 'Listan lataaminen epäonnistui. Yritä hetken kuluttua uudelleen.',
    noSearchResults: 'Ei tuloksia. Kokeile muuttaa hakua tai suodattimia.',
    missingImageText: 'Kuva puuttuu',
  },
  sk: {
    'carList.heading': 'Autá na predaj',
    'carList.compare': 'Porovnať',
    'carList.compareAdd': 'Pridať {title} do porovnania',
    'carList.compareRemove': 'Odstrániť {title} z porovnania',
    'carList.deductibleVat': 'Možnosť odpočtu DPH',
    'carList.campaign': 'Akcia',
    'price.privateLeasingPerMonth': 'Súkromný leasing s DPH/mesiac',
    'price.companyLeasingPerMonth': 'Firemný leasing bez DPH/mesiac',
    'price.exclVat': 'bez DPH',
    'price.perMonth': '{price}/mesiac',
    carListError: 'Zoznam sa nepodarilo načítať. Skúste to o chvíľu znova.',
    noSearchResults: 'Žiadne výsledky. Skúste zmeniť vyhľadávanie alebo filtre.',
    missingImageText: 'Obrázok nie je k dispozícii',
  },
  en: {
    'carList.heading': 'Cars for sale',
    'carList.compare': 'Compare',
    'carList.compareAdd': 'Add {title} to compare',
    'carList.compareRemove': 'Remove {title} from compare',
    'carList.deductibleVat': 'VAT deductible',
    'carList.campaign': 'Offer',
    'price.privateLeasingPerMonth': 'Personal leasing incl. VAT/month',
    'price.companyLeasingPerMonth': 'Business leasing excl. VAT/month',
    'price.exclVat': 'excl. VAT',
    'price.perMonth': '{price}/month',
    carListError: 'Something went wrong while loading the list. Please try again in a moment.',
    noSearchResults: 'No results. Try changing your search or filters.',
    missingImageText: 'No image available',
  },
};
