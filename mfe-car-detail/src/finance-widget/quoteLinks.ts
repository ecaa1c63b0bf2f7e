import type { FinanceQuote } from '@showroom/contracts/codeweaver';

export type QuoteAction = 'reserve' | 'apply' | 'partExchange';

export interface QuoteLink {
  action: QuoteAction;
  href: string;
}

const ACTIONS: readonly [QuoteAction, keyof FinanceQuote['QuoteActions']][] = [
  ['reserve', 'Reserve'],
  ['apply', 'Apply'],
  ['partExchange', 'PartExchange'],
];

/**
 * The links out of a quote to the reserve, apply and part-exchange pages (spec 2 §7): the upstream's
 * URLs, each made sure to carry the quote reference as `quoteRef`. A URL that is not http(s) is left out.
 */
export function quoteLinks(quote: Pick<FinanceQuote, 'QuoteReference' | 'QuoteActions'>): QuoteLink[] {
  return ACTIONS.flatMap(([action, key]) => {
    const href = withQuoteRef(quote.QuoteActions[key], quote.QuoteReference);
    return href ? [{ action, href }] : [];
  });
}

function withQuoteRef(raw: string, quoteRef: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.searchParams.get('quoteRef') !== quoteRef) url.searchParams.set('quoteRef', quoteRef);
  return url.toString();
}
