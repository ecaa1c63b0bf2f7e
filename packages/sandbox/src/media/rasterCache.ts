import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** Where generated rasters go: under the sandbox's data dir, or a temp dir for an in-memory sandbox. */
export function mediaCacheDir(dataDir: string | undefined): string {
  return dataDir ? path.join(dataDir, 'media-cache') : path.join(tmpdir(), 'showroom-sandbox-media-cache');
}

/** A path segment that cannot climb out of the cache (no dots, no slashes). */
export function safeSegment(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`);
}

/** Rasterises an SVG to WebP. */
export async function svgToWebp(svg: string, quality = 78): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality }).toBuffer();
}

/**
 * Rasters made on first request and kept on disk: a second request reads the file. Writes go to a
 * temporary name and are renamed, so a reader never sees half a file; concurrent first requests for
 * the same file share one rendering.
 */
export class RasterCache {
  private readonly rendering = new Map<string, Promise<Buffer>>();

  constructor(readonly dir: string) {}

  /** The file a key is cached in. */
  fileOf(segments: readonly string[]): string {
    return path.join(this.dir, ...segments.map(safeSegment));
  }

  /** The cached bytes of a key, rendering and storing them first if absent. */
  async get(segments: readonly string[], render: () => Promise<Buffer>): Promise<Buffer> {
    const file = this.fileOf(segments);
    try {
      return await readFile(file);
    } catch {
      // Not cached yet.
    }
    let pending = this.rendering.get(file);
    if (!pending) {
      pending = this.store(file, render).finally(() => this.rendering.delete(file));
      this.rendering.set(file, pending);
    }
    return pending;
  }

  private async store(file: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const bytes = await render();
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
    return bytes;
  }
}
