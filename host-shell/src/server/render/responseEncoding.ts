import zlib from 'node:zlib';
import type { BrotliCompress, Gzip } from 'node:zlib';

export type ResponseEncoding = 'br' | 'gzip';

/** Which content codings an Accept-Encoding header takes: a coding refused with q=0 is not taken. */
export function acceptedCodings(acceptEncoding: string | string[] | undefined): (coding: string) => boolean {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.slice(0, 500).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return (coding) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
}

/**
 * The encoding for a page rendered for this request from its Accept-Encoding: brotli where the browser takes it
 * (every current one), else gzip, else none. Other weights do not change the order, since both are smaller
 * than no coding at all. (A kept page prefers gzip: render/noncedDocument.ts.)
 */
export function pickEncoding(acceptEncoding: string | string[] | undefined): ResponseEncoding | null {
  const takes = acceptedCodings(acceptEncoding);
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

/**
 * A compressor for a page made per request: brotli at quality 5 (most of quality 11's gain at a fraction of
 * its CPU, which matters per request), gzip at level 6.
 */
export function createEncoder(encoding: ResponseEncoding): BrotliCompress | Gzip {
  return encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } })
    : zlib.createGzip({ level: 6 });
}
