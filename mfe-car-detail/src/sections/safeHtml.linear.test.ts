import { descriptionNodes, htmlToNodes, MAX_DEPTH, type ParseMeter, type SafeNode } from './safeHtml';

// Issue 12 item 9: inputs that made the parser quadratic (a 220 kB description blocked the server
// for 25-59 s). The parser counts its steps; quadrupling the input must about quadruple the steps
// (a quadratic parser gives sixteen times). No clock is read: the time itself is `npm run bench:safe-html`.
const HOSTILE: [string, (n: number) => string][] = [
  ['tags that never close their ">"', (n) => '<p>x</p>' + '<a'.repeat(n)],
  ['many dropped <script> tags', (n) => '<p>x</p>' + '<script>1</script>'.repeat(n)],
  ['deeply nested unclosed <div>s', (n) => '<div>'.repeat(n) + 'x'],
  ['closing tags that were never opened', (n) => '<p>x</p>' + '<b>'.repeat(30) + '</i>'.repeat(n)],
  ['list items under nested bold', (n) => '<ul>' + '<b>'.repeat(30) + '<li>x'.repeat(n) + '</ul>'],
  ['ampersands without semicolons', (n) => '<p>' + '&a'.repeat(n) + '</p>'],
];

const stepsFor = (html: string) => {
  const meter: ParseMeter = { steps: 0 };
  htmlToNodes(html, meter);
  return meter.steps;
};

describe.each(HOSTILE)('htmlToNodes on %s', (_what, make) => {
  it('takes about 4x the steps for 4x the input (linear), never 16x', () => {
    const small = stepsFor(make(5_000));
    const large = stepsFor(make(20_000));
    expect(large / small).toBeGreaterThan(3);
    expect(large / small).toBeLessThan(5);
  });
});

function depth(nodes: readonly SafeNode[]): number {
  return nodes.reduce((deepest, node) => (typeof node === 'string' ? deepest : Math.max(deepest, 1 + depth(node.children))), 0);
}

describe('htmlToNodes on hostile nesting', () => {
  it(`keeps at most ${MAX_DEPTH} levels, so rendering cannot overflow the stack, and keeps the text`, () => {
    const nodes = descriptionNodes('<div>'.repeat(100_000) + 'Fin bil');
    expect(depth(nodes)).toBeLessThanOrEqual(MAX_DEPTH);
    expect(JSON.stringify(nodes)).toContain('Fin bil');
  });

  it('parses a 1 MB description without throwing', () => {
    const megabyte = '<p>Välskött bil <b>med</b> vinterdäck.</p>\n'.repeat(25_000);
    expect(megabyte.length).toBeGreaterThan(1_000_000);
    const nodes = descriptionNodes(megabyte);
    expect(nodes.filter((node) => typeof node !== 'string' && node.tag === 'p')).toHaveLength(25_000);
  });
});
