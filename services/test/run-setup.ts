import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropDatabase } from '../db/throwaway.ts';
import { isPostgresUrl } from '../db/urls.ts';

/**
 * vitest's global setup: a folder for this run's prepared databases (services/test/prepared-databases.ts),
 * removed at the end with the template databases named in it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'vitrine-test-databases-'));
  project.provide('preparedDatabases', folder);
  return async () => {
    const server = process.env.DATABASE_URL;
    const templates = (await readdir(folder)).filter((file) => file.endsWith('.template'));
    if (isPostgresUrl(server))
      for (const file of templates) await dropDatabase(server, await readFile(join(folder, file), 'utf8'));
    await rm(folder, { recursive: true, force: true });
  };
}
