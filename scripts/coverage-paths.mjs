// The repository paths docs/spec-coverage.md names as proof, and which of them lead nowhere: a row that
// cites a test that does not exist proves nothing, so `npm test` fails on one (issue 15, item 11).
import fs from 'node:fs';
import path from 'node:path';

const SKIP_DIRS = new Set(['node_modules', 'dist', '.turbo', '.git', 'test-results', 'playwright-report']);

/** Every backticked token of the markdown whose first segment is a top-level entry of the repository. */
export function citedPaths(markdown, topLevel) {
  const tokens = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]);
  const paths = tokens.filter((token) => token.includes('/') && topLevel.has(token.split('/')[0]));
  return [...new Set(paths)];
}

/** A cited path as a regular expression: `*` one segment's characters, `**` any folders, `[x]` an optional letter, `{a,b}` either. */
export function globToRegExp(glob) {
  const trimmed = glob.replace(/\/$/, '');
  let source = '';
  for (let i = 0; i < trimmed.length; i += 1) {
    const char = trimmed[i];
    if (char === '*' && trimmed[i + 1] === '*') {
      // `**/` matches no folder or any number of them.
      source += trimmed[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += trimmed[i + 2] === '/' ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '[') {
      const end = trimmed.indexOf(']', i);
      // The file writes `*.test.ts[x]` for "ts or tsx", so a bracket is an optional character.
      source += `[${trimmed.slice(i + 1, end).replace(/[\\\]^]/g, '\\$&')}]?`;
      i = end;
    } else if (char === '{') {
      const end = trimmed.indexOf('}', i);
      // `{a,b}` names several files in one row.
      source += `(?:${trimmed.slice(i + 1, end).split(',').map((part) => part.replace(/[.+?^$()|\\]/g, '\\$&')).join('|')})`;
      i = end;
    } else source += char.replace(/[.+?^${}()|\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

function listFiles(root, dir, out) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    out.push(relative);
    if (entry.isDirectory()) listFiles(root, relative, out);
  }
  return out;
}

/** The cited paths of the coverage markdown that match no file or folder under root. */
export function missingCoveragePaths(markdown, root) {
  const topLevel = new Set(fs.readdirSync(root).filter((name) => !SKIP_DIRS.has(name)));
  const cited = citedPaths(markdown, topLevel);
  const byTopLevel = new Map();
  const filesUnder = (top) => {
    if (!byTopLevel.has(top)) byTopLevel.set(top, fs.statSync(path.join(root, top)).isDirectory() ? listFiles(root, top, [top]) : [top]);
    return byTopLevel.get(top);
  };
  return cited.filter((cited) => {
    if (!/[*[{]/.test(cited)) return !fs.existsSync(path.join(root, cited));
    const pattern = globToRegExp(cited);
    return !filesUnder(cited.split('/')[0]).some((file) => pattern.test(file));
  });
}
