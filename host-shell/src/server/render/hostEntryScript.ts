import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';

/** Where the host serves its browser build (app.ts's static route). */
export const HOST_STATIC_PREFIX = '/static/host/';
/** What the build writes beside the browser entry (packages/webpack-config/src/entryScripts.cjs). */
export const ENTRY_SCRIPTS_FILE = 'entry-scripts.json';

// One script for the main entry, named as the build names it: main.<contenthash:8>.js (main.js in a dev build).
const entryScriptsSchema = z.object({ main: z.tuple([z.string().check(z.regex(/^main(\.[0-9a-f]{8})?\.js$/))]) });

/**
 * The public path of the host's browser entry (e.g. /static/host/main.1a2b3c4d.js), read once at start from the file
 * the build wrote beside it. Throws when that file is missing or not as the build writes it: a host that cannot name
 * its own script would serve pages that never become interactive.
 */
export function readHostEntryScript(clientDir: string): string {
  const file = path.join(clientDir, ENTRY_SCRIPTS_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${file} cannot be read: build the host first (npm run build)`, { cause: error });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON`, { cause: error });
  }
  const parsed = entryScriptsSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${file} does not name one main script: ${parsed.error.message.slice(0, 200)}`);
  return `${HOST_STATIC_PREFIX}${parsed.data.main[0]}`;
}
