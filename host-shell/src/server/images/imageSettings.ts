import os from 'node:os';
import path from 'node:path';

/** How the image route fetches and keeps images (issue 20: bounded in time, bytes and disk). */
export interface ImageSettings {
  /** Where resized images are kept (IMAGE_CACHE_DIR). */
  cacheDir: string;
  /** Most bytes the cache holds on disk before the least recently used files go (IMAGE_CACHE_MAX_MB, default 500). */
  cacheMaxBytes: number;
  /** Longest a source image may take, body included (IMAGE_FETCH_TIMEOUT_MS, default 10 s). */
  fetchTimeoutMs: number;
  /** Largest source image read; the download is cut past it (IMAGE_SOURCE_MAX_MB, default 15). */
  maxSourceBytes: number;
}

const MB = 1024 * 1024;

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got "${raw}")`);
  return value;
}

export function imageSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ImageSettings {
  return {
    cacheDir: env.IMAGE_CACHE_DIR || path.join(os.tmpdir(), 'showroom-image-cache'),
    cacheMaxBytes: Math.floor(positive(env, 'IMAGE_CACHE_MAX_MB', 500) * MB),
    fetchTimeoutMs: positive(env, 'IMAGE_FETCH_TIMEOUT_MS', 10_000),
    maxSourceBytes: Math.floor(positive(env, 'IMAGE_SOURCE_MAX_MB', 15) * MB),
  };
}
