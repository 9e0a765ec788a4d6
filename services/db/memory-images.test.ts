import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from './index.ts';
import { openPreparedCopy } from './memory-images.ts';

let folder: string;
const open: Database[] = [];
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'memory-images-'));
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((database) => database.close()));
  rmSync(folder, { recursive: true, force: true });
});

/** Opens a copy for `recipe`, counting the preparations it took; the prepared data is one row. */
async function openCounted(recipe: Record<string, unknown>, prepared: { count: number }) {
  const database = await openPreparedCopy(folder, recipe, async ({ db }) => {
    prepared.count += 1;
    await db.execute(sql`create table note (text varchar)`);
    await db.execute(sql`insert into note values (${JSON.stringify(recipe)})`);
  });
  open.push(database);
  const answer = (await database.db.execute(sql`select text from note`)) as unknown as {
    rows: { text: string }[];
  };
  return answer.rows.map((row) => row.text);
}

describe('prepared in-memory databases', () => {
  it('are prepared once per recipe, and a copy of the image holds what was prepared', async () => {
    const prepared = { count: 0 };
    expect(await openCounted({ seed: true, day: '2026-03-02' }, prepared)).toEqual([
      '{"seed":true,"day":"2026-03-02"}',
    ]);
    expect(await openCounted({ seed: true, day: '2026-03-02' }, prepared)).toEqual([
      '{"seed":true,"day":"2026-03-02"}',
    ]);
    expect(prepared.count).toBe(1);
    expect(readdirSync(folder).filter((file) => file.endsWith('.image'))).toHaveLength(1);

    expect(await openCounted({ seed: true, day: '2026-03-03' }, prepared)).toEqual([
      '{"seed":true,"day":"2026-03-03"}',
    ]);
    expect(prepared.count).toBe(2);
  }, 60_000);

  it('forget an image nobody opened for a day when a new one is made', async () => {
    const prepared = { count: 0 };
    await openCounted({ day: 'old' }, prepared);
    const [old] = readdirSync(folder);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    utimesSync(join(folder, old as string), twoDaysAgo, twoDaysAgo);
    await openCounted({ day: 'new' }, prepared);
    expect(readdirSync(folder)).not.toContain(old);
    expect(readdirSync(folder)).toHaveLength(1);
  }, 60_000);
});
