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
// Dropped with everything inside them; any other unknown tag is unwrapped (its text kept).
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'select', 'svg', 'math', 'head', 'title', 'button']);
const BLOCKS = new Set(['p', 'div', 'ul', 'ol', 'li', ...HEADINGS]);

const HTML_TAG = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/i;
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|[^<]+|</g;

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

/** HTML reduced to the allowed elements, without attributes; see the file comment. */
export function htmlToNodes(html: string): SafeNode[] {
  const root: SafeElement = { tag: 'div', children: [] };
  const stack: Frame[] = [{ source: '#root', node: root }];
  const current = () => stack[stack.length - 1]!.node;
  const popTo = (index: number) => stack.splice(Math.max(index, 1));
  const lastIndexOf = (source: string, stopAt: ReadonlySet<string> = new Set()) => {
    for (let i = stack.length - 1; i > 0; i--) {
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
    if (token.startsWith('<!--')) continue;
    if (rawName === undefined) {
      const text = decodeEntities(token);
      const parent = current();
      if ((parent.tag === 'ul' || parent.tag === 'ol') && text.trim() === '') continue;
      parent.children.push(text);
      continue;
    }
    const name = rawName.toLowerCase();
    if (slash) {
      const index = lastIndexOf(name);
      if (index > 0) popTo(index);
      continue;
    }
    if (DROPPED.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, TOKEN.lastIndex);
      const end = close < 0 ? html.length : html.indexOf('>', close) + 1 || html.length;
      TOKEN.lastIndex = end;
      continue;
    }
    // As an HTML parser does: a block closes an open paragraph, a list item closes the previous one.
    if (BLOCKS.has(name)) {
      const p = lastIndexOf('p');
      if (p > 0) popTo(p);
    }
    if (name === 'li') {
      const li = lastIndexOf('li', new Set(['ul', 'ol']));
      if (li > 0) popTo(li);
    }
    if (name === 'br') {
      append('br');
    } else if (HEADINGS.has(name)) {
      const paragraph = append('p');
      const strong: SafeElement = { tag: 'strong', children: [] };
      paragraph.children.push(strong);
      stack.push({ source: name, node: strong });
    } else if (KEPT[name] && !token.endsWith('/>')) {
      stack.push({ source: name, node: append(KEPT[name]) });
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
