// End-to-end tests drive Debian's Chromium (browsers cannot be downloaded here); install it when absent.
import fs from 'node:fs';
import { run } from './lib.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Makes sure Chromium is installed, through apt-get when it is not. */
export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  console.log(`${CHROMIUM} is missing: installing Debian's chromium with apt-get...`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args], { env }) : run('apt-get', args, { env }));
  if (apt(['update', '-qq']) !== 0 || apt(['install', '-y', '-qq', 'chromium']) !== 0 || !fs.existsSync(CHROMIUM)) {
    console.error('Could not install chromium with apt-get.');
    process.exit(1);
  }
}
