import type { PluralForms } from '../plural';
import type { Translations } from './types';

/**
 * The UK finance widget on the car detail page (spec 2 "Finance product", §7 "Finance"). Only
 * premium-uk (English) shows it; the other languages are here because every language has every key.
 */
export interface FinanceWidgetMessages {
  'financeWidget.title': string;
  'financeWidget.loading': string;
  'financeWidget.products': string;
  'financeWidget.term': string;
  'financeWidget.deposit': string;
  'financeWidget.payment': string;
  'financeWidget.annualMileage': string;
  'financeWidget.months': PluralForms;
  'financeWidget.miles': string;
  'financeWidget.perMonth': string;
  'financeWidget.totalDeposit': string;
  'financeWidget.apr': string;
  'financeWidget.aprValue': string;
  'financeWidget.updating': string;
  'financeWidget.representativeExample': string;
  'financeWidget.legal': string;
  'financeWidget.legalLoading': string;
  'financeWidget.legalError': string;
  'financeWidget.quoteReference': string;
  'financeWidget.reserve': string;
  'financeWidget.apply': string;
  'financeWidget.partExchange': string;
  /** Spec 2 §8 "Finance default call failure"; the English text is the spec's, verbatim. */
  'financeWidget.defaultError': string;
}

export const financeWidgetMessages: Translations<FinanceWidgetMessages> = {
  sv: {
    'financeWidget.title': 'Finansiering',
    'financeWidget.loading': 'Hämtar finansieringserbjudanden',
    'financeWidget.products': 'Finansieringsform',
    'financeWidget.term': 'Avtalstid',
    'financeWidget.deposit': 'Kontantinsats',
    'financeWidget.payment': 'Månadskostnad',
    'financeWidget.annualMileage': 'Körsträcka per år',
    'financeWidget.months': { one: '{count} månad', other: '{count} månader' },
    'financeWidget.miles': '{miles} miles',
    'financeWidget.perMonth': '{amount} per månad',
    'financeWidget.totalDeposit': 'Total kontantinsats',
    'financeWidget.apr': 'Effektiv ränta',
    'financeWidget.aprValue': '{apr} % effektiv ränta',
    'financeWidget.updating': 'Räknar om …',
    'financeWidget.representativeExample': 'Representativt exempel',
    'financeWidget.legal': 'Villkor',
    'financeWidget.legalLoading': 'Hämtar villkoren …',
    'financeWidget.legalError': 'Villkoren kunde inte hämtas just nu.',
    'financeWidget.quoteReference': 'Offertnummer {ref}',
    'financeWidget.reserve': 'Reservera bilen',
    'financeWidget.apply': 'Ansök om finansiering',
    'financeWidget.partExchange': 'Värdera din inbytesbil',
    'financeWidget.defaultError':
      'Tyvärr kan vi inte ta fram en offert just nu. Kontakta oss för mer information om finansiering av den här bilen.',
  },
  nb: {
    'financeWidget.title': 'Finansiering',
    'financeWidget.loading': 'Henter finansieringstilbud',
    'financeWidget.products': 'Finansieringsform',
    'financeWidget.term': 'Avtaletid',
    'financeWidget.deposit': 'Egenkapital',
    'financeWidget.payment': 'Månedsbeløp',
    'financeWidget.annualMileage': 'Kjørelengde per år',
    'financeWidget.months': { one: '{count} måned', other: '{count} måneder' },
    'financeWidget.miles': '{miles} miles',
    'financeWidget.perMonth': '{amount} per måned',
    'financeWidget.totalDeposit': 'Total egenkapital',
    'financeWidget.apr': 'Effektiv rente',
    'financeWidget.aprValue': '{apr} % effektiv rente',
    'financeWidget.updating': 'Regner ut på nytt …',
    'financeWidget.representativeExample': 'Representativt eksempel',
    'financeWidget.legal': 'Vilkår',
    'financeWidget.legalLoading': 'Henter vilkårene …',
    'financeWidget.legalError': 'Vilkårene kunne ikke hentes akkurat nå.',
    'financeWidget.quoteReference': 'Tilbudsnummer {ref}',
    'financeWidget.reserve': 'Reserver bilen',
    'financeWidget.apply': 'Søk om finansiering',
    'financeWidget.partExchange': 'Verdsett innbyttebilen din',
    'financeWidget.defaultError':
      'Beklager, vi kan ikke gi deg et tilbud akkurat nå. Kontakt oss for mer informasjon om finansiering av denne bilen.',
  },
  fi: {
    'financeWidget.title': 'Rahoitus',
    'financeWidget.loading': 'Haetaan rahoitustarjouksia',
    'financeWidget.products': 'Rahoitusmuoto',
    'financeWidget.term': 'Sopimusaika',
    'financeWidget.deposit': 'Käsiraha',
    'financeWidget.payment': 'Kuukausierä',
    'financeWidget.annualMileage': 'Vuotuinen ajomäärä',
    'financeWidget.months': { one: '{count} kuukausi', other: '{count} kuukautta' },
    'financeWidget.miles': '{miles} mailia',
    'financeWidget.perMonth': '{amount} kuukaudessa',
    'financeWidget.totalDeposit': 'Käsiraha yhteensä',
    'financeWidget.apr': 'Todellinen vuosikorko',
    'financeWidget.aprValue': 'Todellinen vuosikorko {apr} %',
    'financeWidget.updating': 'Lasketaan uudelleen …',
    'financeWidget.representativeExample': 'Esimerkkilaskelma',
    'financeWidget.legal': 'Ehdot',
    'financeWidget.legalLoading': 'Haetaan ehtoja …',
    'financeWidget.legalError': 'Ehtoja ei juuri nyt voitu hakea.',
    'financeWidget.quoteReference': 'Tarjousnumero {ref}',
    'financeWidget.reserve': 'Varaa auto',
    'financeWidget.apply': 'Hae rahoitusta',
    'financeWidget.partExchange': 'Arvioi vaihtoautosi',
    'financeWidget.defaultError':
      'Valitettavasti emme voi juuri nyt laskea sinulle tarjousta. Ota yhteyttä tiimiimme saadaksesi lisätietoja tämän auton rahoituksesta.',
  },
  sk: {
    'financeWidget.title': 'Financovanie',
    'financeWidget.loading': 'Načítavajú sa ponuky financovania',
    'financeWidget.products': 'Typ financovania',
    'financeWidget.term': 'Doba splácania',
    'financeWidget.deposit': 'Akontácia',
    'financeWidget.payment': 'Mesačná splátka',
    'financeWidget.annualMileage': 'Ročný nájazd',
    'financeWidget.months': { one: '{count} mesiac', few: '{count} mesiace', many: '{count} mesiaca', other: '{count} mesiacov' },
    'financeWidget.miles': '{miles} míľ',
    'financeWidget.perMonth': '{amount} mesačne',
    'financeWidget.totalDeposit': 'Akontácia spolu',
    'financeWidget.apr': 'RPMN',
    'financeWidget.aprValue': 'RPMN {apr} %',
    'financeWidget.updating': 'Prepočítava sa …',
    'financeWidget.representativeExample': 'Reprezentatívny príklad',
    'financeWidget.legal': 'Podmienky',
    'financeWidget.legalLoading': 'Načítavajú sa podmienky …',
    'financeWidget.legalError': 'Podmienky sa teraz nepodarilo načítať.',
    'financeWidget.quoteReference': 'Číslo ponuky {ref}',
    'financeWidget.reserve': 'Rezervovať auto',
    'financeWidget.apply': 'Požiadať o financovanie',
    'financeWidget.partExchange': 'Oceniť auto na protiúčet',
    'financeWidget.defaultError':
      'Ľutujeme, ale momentálne vám nevieme pripraviť ponuku. Pre viac informácií o financovaní tohto vozidla kontaktujte náš tím.',
  },
  en: {
    'financeWidget.title': 'Finance',
    'financeWidget.loading': 'Loading finance offers',
    'financeWidget.products': 'Finance product',
    'financeWidget.term': 'Term',
    'financeWidget.deposit': 'Deposit',
    'financeWidget.payment': 'Monthly payment',
    'financeWidget.annualMileage': 'Annual mileage',
    'financeWidget.months': { one: '{count} month', other: '{count} months' },
    'financeWidget.miles': '{miles} miles',
    'financeWidget.perMonth': '{amount} per month',
    'financeWidget.totalDeposit': 'Total deposit',
    'financeWidget.apr': 'Representative APR',
    'financeWidget.aprValue': '{apr}% APR',
    'financeWidget.updating': 'Updating your quote …',
    'financeWidget.representativeExample': 'Representative example',
    'financeWidget.legal': 'Terms and conditions',
    'financeWidget.legalLoading': 'Loading the terms …',
    'financeWidget.legalError': 'The terms could not be loaded right now.',
    'financeWidget.quoteReference': 'Quote reference {ref}',
    'financeWidget.reserve': 'Reserve this car',
    'financeWidget.apply': 'Apply for finance',
    'financeWidget.partExchange': 'Value your part-exchange',
    'financeWidget.defaultError':
      "Sorry, but it looks like we can't get a quote for you right now. Please contact our team for more information about finance offers on this vehicle.",
  },
};
