import { callOf, URL_PAYLOADS, XSS_PAYLOADS } from './payloads';

describe('the XSS vectors', () => {
  it('are at least 100, numbered 1.. in order, each different', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
    expect(XSS_PAYLOADS.map((p) => p.n)).toEqual(XSS_PAYLOADS.map((_, i) => i + 1));
    expect(new Set(XSS_PAYLOADS.map((p) => p.text)).size).toBe(XSS_PAYLOADS.length);
  });

  it('call their own number, written out or encoded', () => {
    expect(callOf(7)).toBe('__xss(7)');
    expect(callOf(10)).toBe('alert(10)');
    const byName = (source: string) => XSS_PAYLOADS.find((p) => p.source === source)!;
    expect(byName('basic script').text).toBe('<script>__xss(1)</script>');
    const decimal = byName('decimal entities');
    // &#106; is j: the entity-encoded javascript: URL of vector n, decoded by hand.
    const decoded = decimal.text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    expect(decoded).toBe(`<IMG SRC=javascript:${callOf(decimal.n)}>`);
    for (const p of XSS_PAYLOADS) {
      const plain = p.text.includes(`(${p.n})`) || p.text.includes(`(${p.n},`);
      const encoded = /&#|\\00|base64|fromCharCode|\\u|%3C|\+AD/.test(p.text);
      expect({ n: p.n, calls: plain || encoded }).toEqual({ n: p.n, calls: true });
    }
  });

  it('fit a dealer name (the contracts cap names at 300 characters)', () => {
    expect(Math.max(...XSS_PAYLOADS.map((p) => p.text.length))).toBeLessThanOrEqual(240);
  });

  it('end with the one that swallows the rest of an HTML parse (<plaintext>)', () => {
    expect(XSS_PAYLOADS.at(-1)!.text.startsWith('<plaintext>')).toBe(true);
  });

  it('include script URLs for link fields, however the scheme is spelled', () => {
    expect(URL_PAYLOADS.length).toBeGreaterThanOrEqual(6);
    expect(URL_PAYLOADS.map((p) => p.text.replace(/[\t ]/g, '').split(':')[0]!.toLowerCase())).toEqual(expect.arrayContaining(['javascript', 'vbscript', 'data']));
  });
});
