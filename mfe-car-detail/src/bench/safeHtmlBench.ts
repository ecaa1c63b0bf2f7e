// npm run bench:safe-html: how long the car description parser takes on the inputs of issue 12 item 9
// (220 kB, the size that blocked the server for 25-59 s, and 1 MB), ordinary and hostile, median of 5 runs.
import { performance } from 'node:perf_hooks';
import { descriptionNodes } from '../sections/safeHtml';

const KB = 1024;
const fill = (unit: string, bytes: number) => unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);
const SHAPES: [string, (bytes: number) => string][] = [
  ['ordinary HTML', (b) => fill('<p>Välskött bil <b>med</b> vinterdäck &amp; dragkrok.</p>\n', b)],
  ['plain text', (b) => fill('Välskött bil med vinterdäck.\nServad 2026.\n\n', b)],
  ['"<a" without ">"', (b) => '<p>x</p>' + fill('<a', b)],
  ['<script> blocks', (b) => '<p>x</p>' + fill('<script>1</script>', b)],
  ['nested <div>s', (b) => fill('<div>', b) + 'x'],
  ['stray closing tags', (b) => '<p>' + fill('<b>', 90) + fill('</i>', b)],
  ['"&" without ";"', (b) => '<p>' + fill('&a', b) + '</p>'],
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

console.log('car description parsing (descriptionNodes), median of 5 runs');
console.log(`${'input'.padEnd(22)} ${'220 kB'.padStart(10)} ${'1 MB'.padStart(10)}`);
let worst = 0;
for (const [name, make] of SHAPES) {
  const cells = [220 * KB, 1024 * KB].map((bytes) => {
    const input = make(bytes);
    const times = Array.from({ length: 5 }, () => {
      const started = performance.now();
      descriptionNodes(input);
      return performance.now() - started;
    });
    const ms = median(times);
    if (bytes === 1024 * KB) worst = Math.max(worst, ms);
    return `${ms.toFixed(1)} ms`.padStart(10);
  });
  console.log(`${name.padEnd(22)} ${cells.join(' ')}`);
}
console.log(`slowest 1 MB input: ${worst.toFixed(1)} ms (budget 100 ms)`);
