import fs from 'node:fs';
import path from 'node:path';

/** The remote a command runs for: the package in the current folder (npm -w sets it). */
export function remoteInCwd(cwd = process.cwd()): { name: string; dir: string } {
  const pkg = JSON.parse(fs.readFileSync(path.join(cwd, 'package.json'), 'utf8')) as { name: string };
  if (!/^mfe-[a-z-]+$/.test(pkg.name)) throw new Error(`run this from a remote's folder (npm run deploy -w mfe-search); here is ${pkg.name}`);
  return { name: pkg.name, dir: cwd };
}
