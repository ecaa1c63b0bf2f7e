import { SITES, type SiteCode, type Language } from '@showroom/sites';
import { FINNISH_TOWNS, NORWEGIAN_TOWNS, SLOVAK_TOWNS, SWEDISH_TOWNS, UK_TOWNS, type Town } from './towns';

/** What differs between markets when generating stock. */
export interface Market {
  language: Language;
  intl: string;
  currency: string;
  odometerUnit: 'mil' | 'km' | 'miles';
  /** Kilometres per odometer unit. */
  kmPerUnit: number;
  /** Multiplier from a SEK price to this currency. */
  fromSek: number;
  /** Price rounding step in this currency. */
  priceStep: number;
  vatRate: number;
  towns: readonly Town[];
  phonePrefix: string;
  emailDomain: string;
}

const SE = { odometerUnit: 'mil', kmPerUnit: 10, fromSek: 1, priceStep: 100, vatRate: 0.25, towns: SWEDISH_TOWNS, phonePrefix: '+46' } as const;
const NO = { odometerUnit: 'mil', kmPerUnit: 10, fromSek: 1.02, priceStep: 100, vatRate: 0.25, towns: NORWEGIAN_TOWNS, phonePrefix: '+47' } as const;

/** Market settings per site code; language and currency come from packages/sites. */
export const MARKETS: Record<SiteCode, Market> = {
  'carstore-fi': { ...base('carstore-fi'), odometerUnit: 'km', kmPerUnit: 1, fromSek: 0.087, priceStep: 10, vatRate: 0.255, towns: FINNISH_TOWNS, phonePrefix: '+358', emailDomain: 'carstore.example.fi' },
  'carstore-no': { ...base('carstore-no'), ...NO, emailDomain: 'carstore.example.no' },
  'carstore-se': { ...base('carstore-se'), ...SE, emailDomain: 'carstore.example.se' },
  'carstore-sk': { ...base('carstore-sk'), odometerUnit: 'km', kmPerUnit: 1, fromSek: 0.082, priceStep: 10, vatRate: 0.23, towns: SLOVAK_TOWNS, phonePrefix: '+421', emailDomain: 'carstore.example.sk' },
  'dealergroup-se': { ...base('dealergroup-se'), ...SE, emailDomain: 'dealergroup.example.se' },
  'dealergroup-no': { ...base('dealergroup-no'), ...NO, emailDomain: 'dealergroup.example.no' },
  'premium-uk': { ...base('premium-uk'), odometerUnit: 'miles', kmPerUnit: 1.609, fromSek: 0.071, priceStep: 5, vatRate: 0.2, towns: UK_TOWNS, phonePrefix: '+44', emailDomain: 'premium-motors.example.co.uk' },
};

function base(code: SiteCode): Pick<Market, 'language' | 'intl' | 'currency'> {
  const locale = SITES[code].locales[0];
  if (!locale) throw new Error(`no locale for ${code}`);
  return { language: locale.language, intl: locale.intl, currency: SITES[code].currency };
}

/** Share of the car stock per site. */
export const STOCK_WEIGHTS: readonly (readonly [SiteCode, number])[] = [
  ['dealergroup-se', 30],
  ['carstore-se', 15],
  ['carstore-no', 10],
  ['dealergroup-no', 12],
  ['carstore-fi', 12],
  ['carstore-sk', 8],
  ['premium-uk', 13],
];

/** Dealer sites per site code (64 in all). */
export const DEALER_SITE_COUNTS: Record<SiteCode, number> = {
  'dealergroup-se': 20,
  'carstore-se': 6,
  'dealergroup-no': 8,
  'carstore-no': 6,
  'carstore-fi': 8,
  'carstore-sk': 6,
  'premium-uk': 10,
};

/** Formats an amount as the market shows it, e.g. "389 900 kr" or "£24,995". */
export function formatMoney(market: Market, amount: number): string {
  return formatterFor(market).format(amount).replace(/\u00a0|\u202f/g, ' ');
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatterFor(market: Market): Intl.NumberFormat {
  const key = `${market.intl}:${market.currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(market.intl, { style: 'currency', currency: market.currency, maximumFractionDigits: 0 });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats a whole number with the market's grouping. */
export function formatNumber(market: Market, value: number): string {
  return value.toLocaleString(market.intl).replace(/\u00a0|\u202f/g, ' ');
}
