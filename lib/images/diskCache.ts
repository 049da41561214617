import 'server-only';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Files kept on local disk up to `maxBytes` in all, least recently used out first, in a directory of this process's
 * own (made on first use, removed when the process exits; a process killed outright leaves it to the container's
 * temporary volume). Keys are file names the caller makes safe. A disk that refuses a write only costs the copy.
 */
export class DiskCache {
  private directory: string | null = null;
  private readonly sizes = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  private dir(): string {
    if (!this.directory) {
      const made = mkdtempSync(join(tmpdir(), 'mc-img-'));
      this.directory = made;
      process.once('exit', () => rmSync(made, { recursive: true, force: true }));
    }
    return this.directory;
  }

  async get(key: string): Promise<Uint8Array | null> {
    const size = this.sizes.get(key);
    if (size === undefined) return null;
    this.sizes.delete(key);
    this.sizes.set(key, size);
    try {
      return new Uint8Array(await readFile(join(this.dir(), key)));
    } catch {
      this.forget(key);
      return null;
    }
  }

  async put(key: string, body: Uint8Array): Promise<void> {
    if (this.sizes.has(key) || body.byteLength > this.maxBytes) return;
    try {
      await writeFile(join(this.dir(), key), body);
    } catch {
      return;
    }
    this.sizes.set(key, body.byteLength);
    this.bytes += body.byteLength;
    for (const [oldKey] of this.sizes) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldKey);
      void unlink(join(this.dir(), oldKey)).catch(() => undefined);
    }
  }

  private forget(key: string): void {
    const size = this.sizes.get(key);
    if (size === undefined) return;
    this.sizes.delete(key);
    this.bytes -= size;
  }

  get size(): number {
    return this.bytes;
  }
}
