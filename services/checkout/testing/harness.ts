import { afterAll, beforeAll } from 'vitest';
import type { ServicesInternals } from '../../app.ts';
import type { Db } from '../../db/index.ts';
import { connectionFrom, servicesOnTestDatabase } from '../../test/harness.ts';
import { type Fixtures, seedFixtures } from './fixtures.ts';

/**
 * Services over a fresh database: in-memory PGlite, or, when DATABASE_URL points at a PostgreSQL
 * server, a throwaway database created on it and dropped at the end.
 */
export interface TestServices {
  services: ServicesInternals;
  db: Db;
  kind: 'pglite' | 'postgres';
  request(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{
    status: number;
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes
    body: any;
    text: string;
    headers: Headers;
  }>;
  close(): Promise<void>;
}

export async function startTestServices(env: Record<string, string> = {}): Promise<TestServices> {
  const services = await servicesOnTestDatabase({
    SEED: '0',
    NODE_ENV: 'test',
    PUBLIC_ORIGIN: 'http://vitrine.test',
    ...env,
  });
  return {
    services,
    db: services.deps.db,
    kind: services.database.kind,
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { 'accept-language': 'pt-BR', ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | undefined;
      if (options.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
      const res = await services.fetch(
        new Request(`http://vitrine.test${path}`, { method, headers, body }),
        connectionFrom('127.0.0.1'),
      );
      const text = await res.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      return { status: res.status, body: parsed, text, headers: res.headers };
    },
    close: () => services.close(),
  };
}

/**
 * Starts the services on a fresh database seeded with the fixtures before the file's tests and
 * closes them after. The objects are filled in by `beforeAll`, so they can be destructured at the
 * top of a test file and read inside its tests and later hooks.
 */
export function withSeededServices(env: Record<string, string> = {}): { t: TestServices; f: Fixtures } {
  const t = {} as TestServices;
  const f = {} as Fixtures;
  let started: TestServices | undefined;
  beforeAll(async () => {
    started = await startTestServices(env);
    Object.assign(t, started);
    Object.assign(f, await seedFixtures(started.db));
  });
  afterAll(async () => {
    await started?.close();
  });
  return { t, f };
}
