import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

interface Entry {
  file: string;
  size: number;
}

/**
 * Resized images on disk, bounded by their total size: past `maxBytes` the least recently used files are
 * deleted. The order lives in memory (a Map in use order); at start the files already there are taken in,
 * oldest modification first. Another process sharing the folder may delete a file: that is a miss, not an error.
 */
export class DiskCache {
  private readonly entries = new Map<string, Entry>();
  private total = 0;

  private constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  static async open(dir: string, maxBytes: number): Promise<DiskCache> {
    await fs.promises.mkdir(dir, { recursive: true });
    const cache = new DiskCache(dir, maxBytes);
    const found = await Promise.all(
      (await fs.promises.readdir(dir))
        .filter((name) => name.endsWith('.bin'))
        .map(async (name) => ({ name, stat: await fs.promises.stat(path.join(dir, name)).catch(() => null) })),
    );
    for (const { name, stat } of found.filter((f) => f.stat?.isFile()).sort((a, b) => a.stat!.mtimeMs - b.stat!.mtimeMs)) {
      cache.entries.set(name.slice(0, -4), { file: path.join(dir, name), size: stat!.size });
      cache.total += stat!.size;
    }
    await cache.evict();
    return cache;
  }

  /** Bytes the cache holds now. */
  get size(): number {
    return this.total;
  }

  private name(key: string): string {
    return createHash('sha256').update(key).digest('hex');
  }

  async get(key: string): Promise<Buffer | undefined> {
    const id = this.name(key);
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    try {
      const bytes = await fs.promises.readFile(entry.file);
      // A hit is the most recent use.
      this.entries.delete(id);
      this.entries.set(id, entry);
      return bytes;
    } catch {
      this.forget(id);
      return undefined;
    }
  }

  async set(key: string, bytes: Buffer): Promise<void> {
    if (bytes.length > this.maxBytes) return;
    const id = this.name(key);
    const file = path.join(this.dir, `${id}.bin`);
    // Written aside and renamed: a reader never sees half a file.
    const temporary = path.join(this.dir, `.${id}.${randomUUID()}.tmp`);
    await fs.promises.writeFile(temporary, bytes);
    await fs.promises.rename(temporary, file);
    this.forget(id);
    this.entries.set(id, { file, size: bytes.length });
    this.total += bytes.length;
    await this.evict();
  }

  private forget(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.total -= entry.size;
  }

  private async evict(): Promise<void> {
    while (this.total > this.maxBytes) {
      const oldest = this.entries.keys().next().value as string;
      const entry = this.entries.get(oldest)!;
      this.forget(oldest);
      await fs.promises.rm(entry.file, { force: true });
    }
  }
}
