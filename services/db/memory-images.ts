import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { digestOfFiles } from '../files-digest.ts';
import { type Database, openDatabase } from './index.ts';

/**
 * Images of prepared in-memory databases, kept in a folder a test run names (MEMORY_IMAGE_DIR): a
 * server started on `memory://` opens a copy of the image prepared the same way instead of
 * migrating and seeding again (about 1 s against 6 s on a loaded 2-core machine). An image is
 * named by all that makes it: the services' code (migrations, schema, seed and what they import),
 * the pinned packages (PGlite's image format) and the recipe (seed or not, the seed's moment, the
 * password cost), so a changed recipe or an edit makes a new one and never opens an old one. An
 * image is touched when opened, and one unopened for a day is removed.
 */

const SERVICES = fileURLToPath(new URL('..', import.meta.url));
const ROOT = join(SERVICES, '..');
const MADE_OF = /\.(ts|sql|json)$/;
const NOT_MADE_OF = /(\.test\.ts$|^services\/test\/)/;

/** The files an image depends on, from the project's root. */
function sourceFiles(): string[] {
  const files = readdirSync(SERVICES, { recursive: true, encoding: 'utf8' })
    .map((file) => relative(ROOT, join(SERVICES, file)))
    .filter((file) => MADE_OF.test(file) && !NOT_MADE_OF.test(file));
  return [...files, 'package.json'];
}

const MEMORY = { databaseUrl: 'memory://', dataDir: '' };

/** A new in-memory database holding what the image in `file` holds. */
export async function openImage(file: string): Promise<Database> {
  return openDatabase(MEMORY, new Blob([await readFile(file)]));
}

/**
 * A new in-memory database prepared by `prepare`, its image written to `file` whole: written
 * beside it, then renamed, so a process opening it side by side never reads half an image.
 */
export async function prepareImage(
  file: string,
  prepare: (database: Database) => Promise<void>,
): Promise<Database> {
  const database = await openDatabase(MEMORY);
  await prepare(database);
  const blob = await database.image?.();
  if (!blob) throw new Error('only an in-memory database has an image');
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, new Uint8Array(await blob.arrayBuffer()));
  await rename(partial, file);
  return database;
}

/**
 * A copy of the image of a database prepared by `prepare` from `recipe`; the first start of a
 * recipe prepares one and leaves its image for the next.
 */
export async function openPreparedCopy(
  folder: string,
  recipe: Record<string, unknown>,
  prepare: (database: Database) => Promise<void>,
): Promise<Database> {
  const name = digestOfFiles(sourceFiles(), { root: ROOT, extra: JSON.stringify(recipe) });
  const image = join(folder, `${name}.image`);
  if (existsSync(image)) {
    const now = new Date();
    await utimes(image, now, now);
    return openImage(image);
  }
  const database = await prepareImage(image, prepare);
  await forgetUnused(folder);
  return database;
}

/** How long an image nobody opened is kept: an edit to the services leaves the image before it. */
const UNUSED_FOR_MS = 24 * 60 * 60 * 1000;

async function forgetUnused(folder: string): Promise<void> {
  for (const file of await readdir(folder)) {
    const path = join(folder, file);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > UNUSED_FOR_MS) await rm(path, { force: true });
  }
}
