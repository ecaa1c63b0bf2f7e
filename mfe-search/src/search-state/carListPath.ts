import { slugify, titleFromSlug } from './slugs';

/** The segment that may follow the car list path before brand and model: /kop-bil/s/volvo/xc60. */
export const CAR_LIST_MARKER_SEGMENT = 's';

/** Brand and model named by a car list URL's trailing segments; absent when not named. */
export interface CarListPathInfo {
  brandSlug?: string;
  modelSlug?: string;
  /** The brand as shown: the known spelling when one matches, else title-cased from the slug. */
  brand?: string;
  model?: string;
}

/** Known spellings (facet values) to show instead of a title-cased slug: "BMW", not "Bmw". */
export interface KnownNames {
  brands?: readonly string[];
  models?: readonly string[];
}

const MAX_SEGMENT_LENGTH = 100;

/**
 * The brand and model segments after the car list path (the marker segment skipped), e.g.
 * ('/kop-bil', '/kop-bil/s/volvo/xc60') -> Volvo, XC60. Anything else (another path, more than two
 * segments, bad percent-encoding) gives {}.
 */
export function carListPathInfo(carListPath: string, requestPath: string, known: KnownNames = {}): CarListPathInfo {
  const base = trimSlashes(String(carListPath ?? '')).toLowerCase();
  // A car list at the site root would read every page's path as brand and model.
  if (!base) return {};
  const path = trimSlashes(String(requestPath ?? '').split(/[?#]/)[0] ?? '');
  if (!path.toLowerCase().startsWith(`${base}/`)) return {};
  const segments = path.slice(base.length + 1).split('/').filter(Boolean);
  if (segments[0]?.toLowerCase() === CAR_LIST_MARKER_SEGMENT) segments.shift();
  if (segments.length === 0 || segments.length > 2) return {};
  const decoded = segments.map(decode);
  if (decoded.some((segment) => segment === null)) return {};
  const [brandSegment, modelSegment] = decoded as string[];
  const info: CarListPathInfo = {};
  if (brandSegment) {
    info.brandSlug = slugify(brandSegment);
    info.brand = knownName(info.brandSlug, known.brands) ?? titleFromSlug(brandSegment);
  }
  if (modelSegment) {
    info.modelSlug = slugify(modelSegment);
    info.model = knownName(info.modelSlug, known.models) ?? titleFromSlug(modelSegment);
  }
  return info;
}

function trimSlashes(path: string): string {
  return path.replace(/\/+$/, '');
}

/** A decoded segment, or null when it is not valid percent-encoding, too long or has control characters. */
function decode(segment: string): string | null {
  if (segment.length > MAX_SEGMENT_LENGTH * 3) return null;
  try {
    const text = decodeURIComponent(segment).trim();
    return text && text.length <= MAX_SEGMENT_LENGTH && !/[\u0000-\u001f\u007f]/.test(text) ? text : null;
  } catch {
    return null;
  }
}

function knownName(slug: string, names: readonly string[] | undefined): string | undefined {
  return slug ? names?.find((name) => slugify(name) === slug) : undefined;
}
