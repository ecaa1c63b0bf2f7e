import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');

/** Folder of the local CDN (immutable remote builds and registry.json). */
export const cdnDir = (): string => process.env.SHOWROOM_CDN_DIR ?? path.join(repoRoot, '.cdn');

/** Public origin of the local CDN. */
export const cdnUrl = (): string => (process.env.SHOWROOM_CDN_URL ?? `http://127.0.0.1:${process.env.CDN_PORT ?? 8090}`).replace(/\/+$/, '');

/** Path of the registry document inside the CDN folder. */
export const registryPath = (): string => path.join(cdnDir(), 'registry.json');
