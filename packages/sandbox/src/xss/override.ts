import { URL_PAYLOADS, XSS_PAYLOADS, type XssPayload } from './payloads';

// How the stored-XSS override (issue 20) spreads the vectors over what the content graph and the search
// service answer. It rewrites answers, never the seed data or the indexes: filters and ids keep working, and
// switching it off gives the pages back unchanged.

/** Text put before each vector in rich text: the e2e suite finds it to prove the rich text was not dropped. */
export const markOf = (n: number): string => `xss-mark-${n}`;

/**
 * Closes whatever a vector left open (a comment, a raw-text element, foreign content), so the next vector's
 * mark is parsed as text again. It follows the vector, so the vector itself is exactly as the cheat sheet has it.
 */
export const CLOSER = '--></textarea></title></style></noscript></noembed></noframes></xmp></iframe></script></template></select></object></table></math></svg></form></a>';

/** Every vector after its mark, in one rich-text string. */
export const RICH_BUNDLE = XSS_PAYLOADS.map((p) => `<p>${markOf(p.n)}</p>${p.text}${CLOSER}`).join('\n');

const payloadAt = (k: number): XssPayload => XSS_PAYLOADS[k % XSS_PAYLOADS.length]!;

/** Plain text with a vector after it (kept under `max` characters: some contracts cap names at 300). */
export function withPayload(text: string, p: XssPayload, max = 300): string {
  const joined = `${text} ${p.text}`;
  return joined.length <= max ? joined : p.text;
}

/** Rich text: an HTML field gets every vector; a plain one (no tags) one vector after its mark. */
function richWith(text: string, p: XssPayload): string {
  return /</.test(text) ? `${text}${RICH_BUNDLE}` : `${text}<p>${markOf(p.n)}</p>${p.text}${CLOSER}`;
}

/** Fields of the content graph that hold rich text (HTML); the host sanitises them (host-shell sanitize.ts). */
const GRAPH_RICH = new Set(['Text', 'RichText', 'body', 'Description']);
/** Fields of the content graph that are plain text: labels, titles, link texts, the head's title and description. */
const GRAPH_PLAIN = new Set([
  'Title', 'title', 'premble', 'navigationTitle', 'metaTitle', 'navTitle', 'metaDescription', 'ogDescription',
  'MessageTitle', 'MessageText', 'Label', 'Heading', 'text', 'alt', 'author', 'Placeholder', 'Campaign',
  'SearchBarPlaceholderText', 'SearchBarPlaceholderTextDesktop', 'Label1', 'Label2', 'Label3', 'Label4',
]);
/** Every how-many-th link of an answer gets a script URL instead of its href. */
const LINK_EVERY = 3;

/** Walks an answer, counting as it goes, so one answer spreads many different vectors. */
class Spreader {
  private plain: number;
  private rich: number;
  private links = 0;

  /** `start`: the vector the answer's first text gets (answers to different questions start at different ones). */
  constructor(start = 0) {
    this.plain = start;
    this.rich = start;
  }

  nextPlain(): XssPayload {
    return payloadAt(this.plain++);
  }

  nextRich(): XssPayload {
    return payloadAt(this.rich++);
  }

  /** A script URL for every LINK_EVERY-th link, else undefined (the link keeps its href). */
  nextLink(): string | undefined {
    const k = this.links++;
    return k % LINK_EVERY === 0 ? URL_PAYLOADS[(k / LINK_EVERY) % URL_PAYLOADS.length]!.text : undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A dictionary entry ({key, value} and nothing else): its value is a text a page shows. */
const isDictionaryEntry = (value: Record<string, unknown>) => {
  const keys = Object.keys(value);
  return keys.length === 2 && typeof value.key === 'string' && typeof value.value === 'string';
};

function walkGraph(value: unknown, spread: Spreader): unknown {
  if (Array.isArray(value)) return value.map((item) => walkGraph(item, spread));
  if (!isRecord(value)) return value;
  if (isDictionaryEntry(value)) return { key: value.key, value: withPayload(value.value as string, spread.nextPlain()) };
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string' && GRAPH_RICH.has(key)) out[key] = richWith(field, spread.nextRich());
    else if (typeof field === 'string' && GRAPH_PLAIN.has(key)) out[key] = withPayload(field, spread.nextPlain());
    else if (typeof field === 'string' && key === 'href') out[key] = spread.nextLink() ?? field;
    else out[key] = walkGraph(field, spread);
  }
  return out;
}

/** A content graph answer ({data, errors}) with the vectors in its texts, labels, rich text and links. */
export function overrideGraphAnswer(answer: unknown, start = 0): unknown {
  if (!isRecord(answer) || !isRecord(answer.data)) return answer;
  return { ...answer, data: walkGraph(answer.data, new Spreader(start)) };
}

/** Search fields shown as plain text: dealer names (on cars and in the dealer index), car versions, kit names. */
const SEARCH_PLAIN = new Set(['site_official_name', 'car_site_name', 'car_version', 'name']);
/** Search fields holding a description that may be HTML (the car page parses it: mfe-car-detail safeHtml.ts). */
const SEARCH_RICH = new Set(['car_description', 'description']);

/**
 * A search answer with the vectors in it: the i-th document of the whole result (offset + position) gets
 * vector i in its names, every description gets every vector, and facet values get one each.
 */
export function overrideSearchAnswer(answer: unknown): unknown {
  if (!isRecord(answer) || !Array.isArray(answer.content)) return answer;
  const offset = typeof answer.offset === 'number' ? answer.offset : 0;
  const content = answer.content.map((doc: unknown, i) => {
    if (!isRecord(doc)) return doc;
    const p = payloadAt(offset + i);
    const out: Record<string, unknown> = { ...doc };
    for (const [key, field] of Object.entries(doc)) {
      if (typeof field !== 'string') continue;
      if (SEARCH_PLAIN.has(key)) out[key] = withPayload(field, p);
      else if (SEARCH_RICH.has(key)) out[key] = `${field}\n${RICH_BUNDLE}`;
    }
    return out;
  });
  const spread = new Spreader();
  const facet = Array.isArray(answer.facet) ? answer.facet.map((f: unknown) => (isRecord(f) && Array.isArray(f.value) ? { ...f, value: facetValues(f.value, spread) } : f)) : answer.facet;
  return { ...answer, content, facet };
}

function facetValues(values: unknown[], spread: Spreader): unknown[] {
  return values.map((v) => {
    if (!isRecord(v) || typeof v.text !== 'string') return v;
    return { ...v, text: withPayload(v.text, spread.nextPlain()), ...(Array.isArray(v.children) ? { children: facetValues(v.children, spread) } : {}) };
  });
}
