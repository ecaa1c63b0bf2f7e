import { quoteLinks } from './quoteLinks';

const actions = (base: string) => ({ Apply: `${base}/apply`, Reserve: `${base}/reserve`, PartExchange: `${base}/part-exchange` });

describe('quoteLinks', () => {
  it('keeps links that already carry the reference, in the order reserve, apply, part-exchange', () => {
    const ref = 'CW-1-PCP-36';
    const link = (page: string) => `https://apply.codeweaver.example/${page}?quoteRef=${encodeURIComponent(ref)}`;
    expect(quoteLinks({ QuoteReference: ref, QuoteActions: { Apply: link('apply'), Reserve: link('reserve'), PartExchange: link('part-exchange') } })).toEqual([
      { action: 'reserve', href: link('reserve') },
      { action: 'apply', href: link('apply') },
      { action: 'partExchange', href: link('part-exchange') },
    ]);
  });

  it('adds the reference to a link without it, keeping its other parameters', () => {
    const [reserve] = quoteLinks({ QuoteReference: 'CW-2', QuoteActions: { ...actions('https://x.example'), Reserve: 'https://x.example/reserve?dealer=7' } });
    expect(reserve).toEqual({ action: 'reserve', href: 'https://x.example/reserve?dealer=7&quoteRef=CW-2' });
  });

  it('leaves out a link that is not http(s)', () => {
    const links = quoteLinks({ QuoteReference: 'CW-3', QuoteActions: { ...actions('https://x.example'), Apply: 'javascript:alert(1)', PartExchange: 'not a url' } });
    expect(links.map((l) => l.action)).toEqual(['reserve']);
  });
});
