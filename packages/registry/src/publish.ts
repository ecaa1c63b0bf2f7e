import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { cdnDir, cdnUrl } from './config';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name)) : Promise.resolve([path.join(dir, e.name)]))),
  );
  return nested.flat().sort();
}

/** A content hash over every file of a build, so the same build always gets the same version. */
export async function hashBuild(dirs: string[]): Promise<string> {
  const hash = crypto.createHash('sha256');
  for (const dir of dirs) {
    for (const file of await listFiles(dir)) {
      hash.update(path.relative(dir, file));
      hash.update(await fs.readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 10);
}

const sha256OfFile = async (file: string) => crypto.createHash('sha256').update(await fs.readFile(file)).digest('hex');

/** The sha256 of the server bundle beside a manifest on this CDN, or null (another host, or no server bundle there). */
export async function publishedServerSha256(manifestUrl: string): Promise<string | null> {
  const base = `${cdnUrl()}/`;
  if (!manifestUrl.startsWith(base)) return null;
  const file = path.join(cdnDir(), path.dirname(new URL(manifestUrl).pathname.slice(new URL(base).pathname.length)), 'server', 'index.js');
  if (!path.resolve(file).startsWith(path.resolve(cdnDir()) + path.sep)) return null;
  return sha256OfFile(file).catch(() => null);
}

export interface Published {
  version: string;
  manifest: string;
  /** sha256 of server/index.js as published: the registry records it, the host checks it. */
  serverSha256: string;
  alreadyThere: boolean;
}

/**
 * Copies a remote's build (dist/web and dist/server) to `<cdn>/<remote>/<version>/`. Versions are
 * immutable: an existing folder is never overwritten.
 */
export async function publishBuild(remote: string, remoteDir: string, distDir = path.join(remoteDir, 'dist')): Promise<Published> {
  const web = path.join(distDir, 'web');
  const server = path.join(distDir, 'server');
  for (const required of [path.join(web, 'mf-manifest.json'), path.join(server, 'index.js')]) {
    await fs.access(required).catch(() => {
      throw new Error(`${remote}: ${path.relative(remoteDir, required)} is missing; run "npm run build -w ${remote}" first`);
    });
  }
  const pkg = JSON.parse(await fs.readFile(path.join(remoteDir, 'package.json'), 'utf8')) as { version: string };
  const version = `${pkg.version}-${await hashBuild([web, server])}`;
  const target = path.join(cdnDir(), remote, version);
  const manifest = `${cdnUrl()}/${remote}/${version}/mf-manifest.json`;
  const exists = await fs.access(target).then(() => true, () => false);
  if (!exists) {
    const staging = `${target}.staging-${process.pid}`;
    // Source maps are not published: the CDN serves code, not our source (issue 12 item 13).
    const notMap = (file: string) => !file.endsWith('.map');
    await fs.cp(web, staging, { recursive: true, filter: notMap });
    await fs.cp(server, path.join(staging, 'server'), { recursive: true, filter: notMap });
    await fs.rename(staging, target);
  }
  const serverSha256 = await sha256OfFile(path.join(target, 'server', 'index.js'));
  return { version, manifest, serverSha256, alreadyThere: exists };
}
