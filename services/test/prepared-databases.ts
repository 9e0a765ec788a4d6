import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { setPasswordCost, TEST_COST } from '../accounts/password.ts';
import { prepareDatabase } from '../app.ts';
import { type Database, openDatabase } from '../db/index.ts';
import { openImage, prepareImage } from '../db/memory-images.ts';
import { createThrowawayDatabase, databaseNameOf } from '../db/throwaway.ts';
import { isPostgresUrl } from '../db/urls.ts';

/**
 * The databases test files start from. Migrating and seeding one takes seconds; so the first file
 * of a run that needs one prepares it, once, and every file opens a copy: embedded PGlite from an
 * image of its data directory, PostgreSQL from a template database (`CREATE DATABASE … TEMPLATE`).
 * The run's folder (services/test/run-setup.ts) holds the images and the templates' names.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's folder of prepared databases. */
    preparedDatabases: string;
  }
}

export interface TestDatabase {
  /** Migrated and seeded; `createServices(env, { prepared })` takes it. */
  database: Database;
  /** Drops the PostgreSQL copy (after the services closed it). */
  drop?: () => Promise<void>;
}

/** A copy of this run's database with the reference lists and, with `seed`, the demo data. */
export async function openTestDatabase(seed: boolean): Promise<TestDatabase> {
  const folder = inject('preparedDatabases');
  const name = seed ? 'seeded' : 'reference';
  const server = process.env.DATABASE_URL;
  const prepare = async (database: Database) => {
    // The hashes of the demo passwords are made at the cost the test services check them with.
    setPasswordCost(TEST_COST);
    await prepareDatabase(database, seed);
  };
  if (!isPostgresUrl(server)) {
    const image = join(folder, `${name}.image`);
    await onceInRun(folder, name, async () => {
      const database = await prepareImage(image, prepare);
      await database.close();
    });
    return { database: await openImage(image) };
  }
  const templateFile = join(folder, `${name}.template`);
  await onceInRun(folder, name, async () => {
    const template = await createThrowawayDatabase(server, 'vitrine_template');
    const database = await openDatabase({ databaseUrl: template.url, dataDir: '' });
    await prepare(database);
    await database.close();
    await writeFile(templateFile, databaseNameOf(template.url));
  });
  const copy = await createThrowawayDatabase(server, 'vitrine_test', await readFile(templateFile, 'utf8'));
  return { database: await openDatabase({ databaseUrl: copy.url, dataDir: '' }), drop: copy.drop };
}

/** Longest a file waits for another to prepare the run's database. */
const PREPARE_WAIT_MS = 120_000;

/**
 * Runs `prepare` in the first worker that asks (a lock folder decides, atomically); the others
 * wait for its mark, or for its failure's.
 */
async function onceInRun(folder: string, name: string, prepare: () => Promise<void>): Promise<void> {
  const ready = join(folder, `${name}.ready`);
  const failed = join(folder, `${name}.failed`);
  const mine = await mkdir(join(folder, `${name}.lock`)).then(
    () => true,
    () => false,
  );
  if (mine) {
    try {
      await prepare();
      await writeFile(ready, '');
    } catch (error) {
      await writeFile(failed, String(error));
      throw error;
    }
    return;
  }
  const deadline = Date.now() + PREPARE_WAIT_MS;
  while (!existsSync(ready)) {
    if (existsSync(failed))
      throw new Error(`preparing the ${name} database failed: ${await readFile(failed, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`the ${name} database was not prepared in time`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
