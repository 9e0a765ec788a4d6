import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createServices, type ServicesInternals } from '../app.ts';
import { loadStartupConfig } from '../config.ts';
import type { Db } from '../db/index.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { createThrowawayDatabase as createThrowaway, type ThrowawayDatabase } from '../db/throwaway.ts';
import { isPostgresUrl } from '../db/urls.ts';
import type { NodeBindings } from '../http/client-address.ts';
import type { Log } from '../log/logger.ts';
import { openTestDatabase } from './prepared-databases.ts';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestServices {
  services: ServicesInternals;
  /** The services' database. */
  db: Db;
  /** Calls a path of the services; JSON bodies are sent and parsed. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes
  call<T = any>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string>; address?: string },
  ): Promise<Answer<T>>;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes
  get<T = any>(path: string, token?: string): Promise<Answer<T>>;
  /** Logs in and returns the token (fails the test on a wrong login). */
  login(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/** Connection bindings as `@hono/node-server` passes them, for a caller at `address`. */
export const connectionFrom = (address: string): NodeBindings => ({
  incoming: { socket: { remoteAddress: address } },
});

/**
 * The services over a copy of the run's prepared database, seeded as `env` says; closing them
 * also drops the copy.
 */
export async function servicesOnTestDatabase(
  env: Record<string, string>,
  log?: Log,
): Promise<ServicesInternals> {
  const { seed } = loadStartupConfig({ DATABASE_URL: 'memory://', ...env });
  const { database, drop } = await openTestDatabase(seed);
  const services = await createServices(env, { prepared: database, log });
  return {
    ...services,
    async close() {
      await services.close();
      await drop?.();
    },
  };
}

/** The database the suite runs on: PostgreSQL when DATABASE_URL is set, in-memory PGlite otherwise. */
export const TEST_DATABASE = isPostgresUrl(process.env.DATABASE_URL) ? 'postgres' : 'pglite';

/** A throwaway database on the PostgreSQL server named by DATABASE_URL. */
export const createThrowawayDatabase = (): Promise<ThrowawayDatabase> =>
  createThrowaway(process.env.DATABASE_URL as string, 'vitrine_test');

/**
 * Starts the services on a fresh copy of the run's prepared database (services/test/prepared-databases.ts):
 * a throwaway database on the PostgreSQL server named by DATABASE_URL (dropped on close), or an
 * in-memory PGlite.
 */
export async function startTestServices(env: Record<string, string> = {}): Promise<TestServices> {
  const services = await servicesOnTestDatabase({ NODE_ENV: 'test', ...env });

  const call: TestServices['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { 'Accept-Language': 'pt-BR', ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    // Calls come from this machine unless the test names another address.
    const res = await services.fetch(
      new Request(`http://localhost${path}`, { method, headers, body }),
      connectionFrom(options.address ?? '127.0.0.1'),
    );
    const text = await res.text();
    let parsed: unknown = text;
    if (res.headers.get('content-type')?.includes('json')) parsed = JSON.parse(text);
    // biome-ignore lint/suspicious/noExplicitAny: the caller names the answer's type
    return { status: res.status, body: parsed as any, headers: res.headers };
  };

  return {
    services,
    db: services.deps.db,
    call,
    get: (path, token) => call('GET', path, { token }),
    async login(email, password) {
      const res = await call('POST', '/api/auth/users/login/', { body: { username: email, password } });
      if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.token;
    },
    close: () => services.close(),
  };
}

/**
 * The services of one test file: started before its tests on a fresh database, closed after them.
 * The object is filled in when they start, so test bodies may use it.
 */
export function withTestServices(env: Record<string, string> = {}): TestServices {
  const t = {} as TestServices;
  let started: TestServices | undefined;
  beforeAll(async () => {
    started = await startTestServices(env);
    Object.assign(t, started);
  });
  afterAll(async () => {
    await started?.close();
  });
  return t;
}

/** The newest six-digit code mailed to an address, read from the development mailbox. */
export async function mailedCode(t: TestServices, email: string): Promise<string> {
  const res = await t.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const code = /(\d{6})/.exec(res.body[0]?.subject ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** The newest mail the outbox holds for an address (undefined before any). */
export async function latestMailTo(db: Db, to: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}
