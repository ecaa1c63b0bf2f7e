import { randomInt } from 'node:crypto';

/**
 * A client address of its own for one test, as the X-Forwarded-For a trusted proxy would send (the e2e host
 * trusts loopback as its proxy: TRUST_PROXY in scripts/test.mjs). Per-address limits (the tire hotel's code
 * sends, issue 19) then count each test apart, as they count each visitor apart in production; a test that
 * wants to hit a limit reuses one address. In a browser, put it on the page's own /api/ calls only (e2e/support/
 * tireHotel.ts routes them): on every request it would make the CDN's cross-origin files need a CORS preflight.
 */
export function clientAddressHeaders(): Record<string, string> {
  // 198.18.0.0/15 is reserved for benchmarks (RFC 2544): never a real visitor.
  return { 'x-forwarded-for': `198.${18 + randomInt(0, 2)}.${randomInt(0, 256)}.${randomInt(1, 255)}` };
}
