import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ShareCard } from './share-image.ts';

/** Bytes of card images kept on disk; past it the least recently served go first. */
export const IMAGE_CACHE_BYTES = 256 * 1024 * 1024;
/** What a prune leaves, so one prune makes room for many renders. */
const PRUNE_TO = 0.75;
/** Changes with the card's design, so a new design draws new files. */
const DESIGN = 'v1';

/** The file name of a card: what it shows, so an edit of the store or product makes a new key. */
export const cardKey = (card: ShareCard): string =>
  createHash('sha256')
    .update(`${DESIGN}\n${JSON.stringify(card)}`)
    .digest('hex');

export interface ImageCacheOptions {
  dir: string;
  maxBytes?: number;
  render: (card: ShareCard) => Promise<Buffer>;
}

/**
 * Card images rendered once and kept in `dir` (shared by the processes of one machine: files are
 * written whole and renamed into place). `admit` runs before a render only, so cache hits cost no
 * limit; the same card asked for during its render waits for that render.
 */
export function createImageCache({ dir, maxBytes = IMAGE_CACHE_BYTES, render }: ImageCacheOptions) {
  const rendering = new Map<string, Promise<Buffer>>();
  let ready: Promise<unknown> | null = null;
  /** Bytes written since the folder was last measured, plus what it held then. */
  let estimate: number | null = null;

  async function measure(): Promise<{ path: string; size: number; used: number }[]> {
    const names = (await readdir(dir)).filter((name) => name.endsWith('.png'));
    const files = await Promise.all(
      names.map(async (name) => {
        const path = join(dir, name);
        const info = await stat(path).catch(() => null);
        return { path, size: info?.size ?? 0, used: info?.mtimeMs ?? 0 };
      }),
    );
    return files.sort((a, b) => a.used - b.used);
  }

  async function prune(): Promise<void> {
    const files = await measure();
    let total = files.reduce((sum, file) => sum + file.size, 0);
    for (const file of files) {
      if (total <= maxBytes * PRUNE_TO) break;
      await unlink(file.path).catch(() => {});
      total -= file.size;
    }
    estimate = total;
  }

  async function keep(key: string, png: Buffer): Promise<void> {
    const path = join(dir, `${key}.png`);
    const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(partial, png);
    await rename(partial, path);
    estimate ??= (await measure()).reduce((sum, file) => sum + file.size, 0);
    estimate += png.length;
    if (estimate > maxBytes) await prune();
  }

  return async function imageFor(card: ShareCard, admit: () => Promise<void>): Promise<Buffer> {
    ready ??= mkdir(dir, { recursive: true });
    await ready;
    const key = cardKey(card);
    const path = join(dir, `${key}.png`);
    const stored = await readFile(path).catch(() => null);
    if (stored) {
      // The modification time orders the prune: a card still served stays.
      const now = new Date();
      await utimes(path, now, now).catch(() => {});
      return stored;
    }
    const pending = rendering.get(key);
    if (pending) return pending;
    await admit();
    const started = rendering.get(key);
    if (started) return started;
    const job = render(card).then(async (png) => {
      await keep(key, png);
      return png;
    });
    rendering.set(key, job);
    try {
      return await job;
    } finally {
      rendering.delete(key);
    }
  };
}
