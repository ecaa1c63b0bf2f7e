/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { gzipWith, noncedDocument, plainWith } from './noncedDocument';

const SLOT = 'nonce-slot-AAAAAAAAAAAAAAAAAAAAAAAA';
// Text that compresses like a page's (not a repeated line): words picked by a fixed linear congruential sequence.
function words(count: number): string {
  const vocabulary = ['bil', 'Volvo', 'XC60', 'mil', 'kr', 'automat', 'diesel', 'el', 'hybrid', 'Göteborg', 'begagnad', 'leasing', '2021', 'service', 'däck', 'garanti'];
  let seed = 7;
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    out.push(vocabulary[(seed >> 16) % vocabulary.length] as string);
  }
  return out.join(' ');
}
// What a kept page looks like: the slot five times (html, script, style, two state scripts), text in several scripts.
const page = [
  `<!doctype html><html lang="sv" data-state-nonce="${SLOT}"><head><script nonce="${SLOT}" src="/static/host/main.js"></script>`,
  `<style nonce="${SLOT}">.css-1{color:red}</style></head><body><div id="root"><h1>Köp bil – Göteborg 🚗</h1>`,
  `<p>${words(20_000)}</p></div>`,
  `<script id="__SHOWROOM__" data-state-nonce="${SLOT}" type="application/json">{"a":1}</script>`,
  `<script id="__SHOWROOM_TEXTS__" data-state-nonce="${SLOT}" type="application/json">{"b":"å"}</script></body></html>`,
].join('');

describe('noncedDocument (a kept page answered with its own nonce, compressed once)', () => {
  it('gives, after gunzip, exactly the page with the nonce in every slot, for any nonce', () => {
    const document = noncedDocument(page, SLOT);
    for (let i = 0; i < 20; i += 1) {
      const nonce = randomBytes(16).toString('base64url');
      const expected = page.split(SLOT).join(nonce);
      expect(zlib.gunzipSync(gzipWith(document, nonce)).toString('utf8')).toBe(expected);
      expect(plainWith(document, nonce).toString('utf8')).toBe(expected);
    }
  });

  it('is a gzip file any inflater takes: a streaming gunzip, and a one-byte-at-a-time feed', async () => {
    const gz = gzipWith(noncedDocument(page, SLOT), 'abc123');
    const out: Buffer[] = [];
    const gunzip = zlib.createGunzip();
    gunzip.on('data', (chunk: Buffer) => out.push(chunk));
    const done = new Promise((resolve, reject) => {
      gunzip.on('end', resolve);
      gunzip.on('error', reject);
    });
    for (let i = 0; i < gz.length; i += 1) gunzip.write(gz.subarray(i, i + 1));
    gunzip.end();
    await done;
    expect(Buffer.concat(out).toString('utf8')).toBe(page.split(SLOT).join('abc123'));
  });

  it('keeps the compression of a whole-page gzip: within 2 % of gzip -9 of the same page', () => {
    const nonce = 'n'.repeat(22);
    const spliced = gzipWith(noncedDocument(page, SLOT), nonce).length;
    const whole = zlib.gzipSync(page.split(SLOT).join(nonce), { level: 9 }).length;
    expect(spliced).toBeLessThan(whole * 1.02);
  });

  it('takes a page with no slot, a slot at either end, and two slots side by side', () => {
    for (const html of ['<p>no slot</p>', `${SLOT}<p>x</p>${SLOT}`, `<p>${SLOT}${SLOT}</p>`, '']) {
      const expected = html.split(SLOT).join('N0nce');
      expect(zlib.gunzipSync(gzipWith(noncedDocument(html, SLOT), 'N0nce')).toString('utf8')).toBe(expected);
    }
  });

  it('counts the bytes it holds: the parts and their deflated form', () => {
    const document = noncedDocument(`a${SLOT}bb`, SLOT);
    // parts 'a' (1) and 'bb' (2), plus each part's deflate blocks.
    expect(document.bytes).toBe(3 + document.deflated[0]!.length + document.deflated[1]!.length);
  });
});
