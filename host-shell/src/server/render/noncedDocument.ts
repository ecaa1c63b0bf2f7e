import zlib from 'node:zlib';

/**
 * A kept page (pages/pageCache.ts) split where each response writes its CSP nonce, every part deflated once.
 * `parts[i]` is followed by the nonce, except the last.
 */
export interface NoncedDocument {
  parts: Buffer[];
  /** Each part as raw deflate blocks ending in a full flush: byte-aligned, referring to nothing before it. */
  deflated: Buffer[];
  /** Bytes held (parts and deflated), for the cache's budget. */
  bytes: number;
}

// RFC 1952: magic, deflate, no flags, no mtime, no extra flags, OS 255 (unknown).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
// RFC 1951 §3.2.4: an empty stored block with BFINAL set, starting on a byte boundary: header byte, LEN 0, NLEN.
const LAST_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const MAX_STORED = 0xffff;

/** Splits `html` at each `slot` and deflates the parts, once, at gzip's best level. */
export function noncedDocument(html: string, slot: string, level = 9): NoncedDocument {
  const parts = html.split(slot).map((part) => Buffer.from(part, 'utf8'));
  const deflated = parts.map((part) => zlib.deflateRawSync(part, { level, finishFlush: zlib.constants.Z_FULL_FLUSH }));
  const bytes = parts.reduce((sum, b) => sum + b.length, 0) + deflated.reduce((sum, b) => sum + b.length, 0);
  return { parts, deflated, bytes };
}

/** The document with `nonce` in every slot, uncompressed. */
export function plainWith(document: NoncedDocument, nonce: string): Buffer {
  const value = Buffer.from(nonce, 'utf8');
  return Buffer.concat(document.parts.flatMap((part, i) => (i === 0 ? [part] : [value, part])));
}

/** A stored (uncompressed) deflate block holding `data`, on a byte boundary, not the last block. */
function storedBlock(data: Buffer): Buffer {
  if (data.length > MAX_STORED) throw new RangeError(`a nonce of ${data.length} bytes does not fit a stored block`);
  const header = Buffer.alloc(5);
  header.writeUInt8(0x00, 0); // BFINAL 0, BTYPE 00 (stored), padding to the byte
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

/**
 * The document gzipped with `nonce` in every slot, at the cost of a CRC: the parts' deflate blocks as they
 * are, the nonce as a stored block between them (every part ends byte-aligned with a full flush, so the
 * inflater's state is the same at each seam), an empty last block, then the CRC-32 and length of the whole.
 * Brotli cannot be spliced like this (no stored blocks between independent streams), so a kept page goes out
 * as gzip: about a tenth larger than brotli at quality 5, for no compression per response (bench:ssr).
 */
export function gzipWith(document: NoncedDocument, nonce: string): Buffer {
  const value = Buffer.from(nonce, 'utf8');
  const nonceBlock = storedBlock(value);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  document.parts.forEach((part, i) => {
    if (i > 0) {
      chunks.push(nonceBlock);
      crc = zlib.crc32(value, crc);
      length += value.length;
    }
    chunks.push(document.deflated[i] as Buffer);
    // Node answers 0 for the CRC of no bytes whatever the running value, so an empty part is skipped.
    if (part.length > 0) crc = zlib.crc32(part, crc);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(LAST_EMPTY_BLOCK, trailer);
  return Buffer.concat(chunks);
}
