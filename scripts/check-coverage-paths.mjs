// npm test's check that every path docs/spec-coverage.md cites exists (a glob must match at least one file).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { missingCoveragePaths } from './coverage-paths.mjs';

const file = path.join(ROOT, 'docs/spec-coverage.md');
const missing = missingCoveragePaths(fs.readFileSync(file, 'utf8'), ROOT);
if (missing.length > 0) {
  console.error(`docs/spec-coverage.md cites ${missing.length} path(s) that do not exist:`);
  for (const cited of missing) console.error(`  ${cited}`);
  process.exit(1);
}
console.log('docs/spec-coverage.md: every cited path exists');
