// The description arrives as plain text with line breaks; some upstreams send HTML. Both become a
// small tree of allowed elements without attributes, which React renders as escaped text and fixed
// tags, so nothing the upstream sends can run script or add links, styles or handlers.

export type SafeTag = 'p' | 'div' | 'br' | 'ul' | 'ol' | 'li' | 'strong' | 'em';
export interface SafeElement {
  tag: SafeTag;
  children: SafeNode[];
}
export type SafeNode = string | SafeElement;

const KEPT: Readonly<Record<string, SafeTag>> = {
  p: 'p',
  div: 'div',
  br: 'br',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
};
// Upstream headings become a bold paragraph: the section owns the page's heading levels.
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
// Dropped with everything inside them; any other unknown tag is unwrapped (its text kept). Void elements
// (embed, img, ...) are not here: they have no end tag, so "up to its end tag" would drop the rest of the text.
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'template', 'noscript', 'textarea', 'select', 'svg', 'math', 'head', 'title', 'button']);
const BLOCKS = new Set(['p', 'div', 'ul', 'ol', 'li', ...HEADINGS]);

const HTML_TAG = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/i;
// A tag ends at the next '>' but never runs past the next '<': '<a<a<a...' without any '>' costs one
// pass, not one pass per '<' (which made a 220 kB description take most of a minute).
// Text runs on through any '<' that does not start a tag or comment, so stray '<'s do not cost a token each.
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^<>]*>|(?:[^<]|<(?!\/?[a-zA-Z][a-zA-Z0-9]*\b[^<>]*>|!--))+/g;
/** Deeper nesting is flattened (tags beyond it unwrapped, text kept): rendering and pruning recurse. */
export const MAX_DEPTH = 32;

/** Counts the parser's steps (characters tokenised plus tag-stack frames visited), for the linearity test. */
export interface ParseMeter {
  steps: number;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', shy: '\u00ad',
  aring: 'å', Aring: 'Å', auml: 'ä', Auml: 'Ä', ouml: 'ö', Ouml: 'Ö', aelig: 'æ', AElig: 'Æ', oslash: 'ø', Oslash: 'Ø',
  eacute: 'é', Eacute: 'É', uuml: 'ü', Uuml: 'Ü', szlig: 'ß',
  ndash: '–', mdash: '—', hellip: '…', bull: '•', middot: '·', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”',
  euro: '€', pound: '£', deg: '°', sup2: '²', sup3: '³', times: '×', copy: '©', reg: '®', trade: '™',
};

/** Decodes character references; unknown or invalid ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED_ENTITIES[ref] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}

/** Plain text: paragraphs at blank lines, line breaks within a paragraph kept. */
export function textToNodes(text: string): SafeNode[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => ({
      tag: 'p' as const,
      children: paragraph.split('\n').flatMap((line, i): SafeNode[] => (i === 0 ? [line] : [{ tag: 'br', children: [] }, line])),
    }));
}

interface Frame {
  source: string;
  /** Where children go: for a heading, the <strong> inside its paragraph. */
  node: SafeElement;
}

const LIST_SOURCES: ReadonlySet<string> = new Set(['ul', 'ol']);
const NOTHING: ReadonlySet<string> = new Set();

/**
 * HTML reduced to the allowed elements, without attributes; see the file comment. Linear in the
 * input: each character is tokenised once, and the tag stack is searched only for a name it holds
 * (open counts per name), so every frame visited is one that is then closed.
 */
export function htmlToNodes(html: string, meter: ParseMeter = { steps: 0 }): SafeNode[] {
  const root: SafeElement = { tag: 'div', children: [] };
  const stack: Frame[] = [{ source: '#root', node: root }];
  const open = new Map<string, number>();
  const lower = html.toLowerCase();
  const current = () => stack[stack.length - 1]!.node;
  const popTo = (index: number) => {
    for (const frame of stack.splice(Math.max(index, 1))) open.set(frame.source, (open.get(frame.source) ?? 1) - 1);
  };
  const push = (frame: Frame) => {
    stack.push(frame);
    open.set(frame.source, (open.get(frame.source) ?? 0) + 1);
  };
  const lastIndexOf = (source: string, stopAt: ReadonlySet<string> = NOTHING) => {
    if (!open.get(source)) return -1;
    for (let i = stack.length - 1; i > 0; i--) {
      meter.steps += 1;
      if (stack[i]!.source === source) return i;
      if (stopAt.has(stack[i]!.source)) return -1;
    }
    return -1;
  };
  const append = (tag: SafeTag) => {
    const node: SafeElement = { tag, children: [] };
    current().children.push(node);
    return node;
  };

  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    const [token, slash, rawName] = match;
    meter.steps += token.length;
    if (token.startsWith('<!--')) continue;
    if (rawName === undefined) {
      const text = decodeEntities(token);
      const parent = current();
      if ((parent.tag === 'ul' || parent.tag === 'ol') && text.trim() === '') continue;
      // Adjacent text joins one string: a run of stray '<' stays one node, not one per character.
      const last = parent.children.length - 1;
      if (typeof parent.children[last] === 'string') parent.children[last] += text;
      else parent.children.push(text);
      continue;
    }
    const name = rawName.toLowerCase();
    if (slash) {
      const index = lastIndexOf(name);
      if (index > 0) popTo(index);
      continue;
    }
    if (DROPPED.has(name)) {
      const close = lower.indexOf(`</${name}`, TOKEN.lastIndex);
      const end = close < 0 ? html.length : html.indexOf('>', close) + 1 || html.length;
      meter.steps += end - TOKEN.lastIndex;
      TOKEN.lastIndex = end;
      continue;
    }
    // As an HTML parser does: a block closes an open paragraph, a list item closes the previous one.
    if (BLOCKS.has(name)) {
      const p = lastIndexOf('p');
      if (p > 0) popTo(p);
    }
    if (name === 'li') {
      const li = lastIndexOf('li', LIST_SOURCES);
      if (li > 0) popTo(li);
    }
    if (name === 'br') {
      append('br');
    } else if (stack.length > MAX_DEPTH) {
      // Too deep: the tag is dropped, its text lands in the current element.
    } else if (HEADINGS.has(name)) {
      const paragraph = append('p');
      const strong: SafeElement = { tag: 'strong', children: [] };
      paragraph.children.push(strong);
      push({ source: name, node: strong });
    } else if (KEPT[name] && !token.endsWith('/>')) {
      push({ source: name, node: append(KEPT[name]) });
    }
  }
  return prune(root.children);
}

// Drops elements left empty (the "<p>&nbsp;</p>" spacers editors leave) and trims leading and trailing whitespace.
function prune(nodes: SafeNode[]): SafeNode[] {
  const kept = nodes.flatMap((node): SafeNode[] => {
    if (typeof node === 'string') return [node];
    if (node.tag === 'br') return [node];
    const children = prune(node.children);
    return children.some((child) => typeof child !== 'string' || child.trim() !== '') ? [{ tag: node.tag, children }] : [];
  });
  while (kept.length > 0 && typeof kept[0] === 'string' && kept[0].trim() === '') kept.shift();
  while (kept.length > 0 && typeof kept[kept.length - 1] === 'string' && (kept[kept.length - 1] as string).trim() === '') kept.pop();
  return kept;
}

/** The description as safe nodes: HTML when it holds tags, else plain text. Empty for no text. */
export function descriptionNodes(description: string | null | undefined): SafeNode[] {
  if (!description || description.trim() === '') return [];
  return HTML_TAG.test(description) ? htmlToNodes(description) : textToNodes(description);
}
