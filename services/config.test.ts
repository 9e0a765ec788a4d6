import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadStartupConfig, SANDBOX_PARTNER_SECRETS } from './config.ts';
import { PRODUCTION_ORIGIN_REQUIRED } from './production-check.ts';

/** A test that starts `services/main.ts`: Node and the services' modules load in seconds, more on a busy machine. */
const PROCESS_TEST_MS = 60_000;

/** A production environment with everything it needs but PUBLIC_ORIGIN. */
const PRODUCTION = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' };

describe('partner webhook secrets and the sandbox delay', () => {
  it('keeps the sandbox secrets outside production only, adding the listed partners', () => {
    const listed = 'banco-real:segredo-do-banco-real-123, outro:0123456789abcdef';
    expect(loadConfig({ PARTNER_WEBHOOK_SECRETS: listed }).partnerSecrets).toEqual({
      ...SANDBOX_PARTNER_SECRETS,
      'banco-real': 'segredo-do-banco-real-123',
      outro: '0123456789abcdef',
    });
    const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://loja.example' };
    expect(loadConfig(production).partnerSecrets).toEqual({});
    expect(loadConfig({ ...production, PARTNER_WEBHOOK_SECRETS: listed }).partnerSecrets).toEqual({
      'banco-real': 'segredo-do-banco-real-123',
      outro: '0123456789abcdef',
    });
  });

  it('refuses a malformed list or a short secret at start', () => {
    for (const bad of ['semsegredo', 'Banco:segredo-longo-o-bastante', 'banco:curto'])
      expect(() => loadConfig({ PARTNER_WEBHOOK_SECRETS: bad })).toThrow(ConfigError);
  });

  it('moves sandbox requests after a minute in development only, unless told', () => {
    expect(loadConfig({}).sandboxStatusDelaySeconds).toBe(60);
    expect(loadConfig({ NODE_ENV: 'test' }).sandboxStatusDelaySeconds).toBe(0);
    expect(
      loadConfig({ NODE_ENV: 'test', SANDBOX_STATUS_DELAY_SECONDS: '5' }).sandboxStatusDelaySeconds,
    ).toBe(5);
    expect(loadConfig({ SANDBOX_STATUS_DELAY_SECONDS: '0' }).sandboxStatusDelaySeconds).toBe(0);
    expect(() => loadConfig({ SANDBOX_STATUS_DELAY_SECONDS: 'um minuto' })).toThrow(ConfigError);
  });
});

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      databaseUrl: undefined,
      dataDir: '.data/pglite',
      orderRepeatWindowSeconds: 300,
      nodeEnv: 'development',
      publicOrigin: 'http://localhost:4321',
      seed: true,
      storeCacheSeconds: 5,
      host: '127.0.0.1',
      port: 8080,
    });
    expect(config.corsOrigins).toEqual(['http://localhost:4321']);
  });

  it('reads lists, numbers and flags', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      ORDER_REPEAT_WINDOW_SECONDS: '60',
      SEED: 'off',
      PUBLIC_ORIGIN: 'https://loja.example/',
    });
    expect(config.corsOrigins).toEqual(['https://loja.example', 'https://a.example', 'https://b.example']);
    expect(config.orderRepeatWindowSeconds).toBe(60);
    expect(config.seed).toBe(false);
  });

  it('reads the listening port, and refuses one that is not a whole number', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(loadConfig({ PORT: '4321' }).port).toBe(4321);
    expect(() => loadConfig({ PORT: 'oitenta' })).toThrow(/PORT: deve ser um número/);
  });

  it('refuses production without PUBLIC_ORIGIN, whose fallback would link to localhost', () => {
    for (const origin of [undefined, '', ' ']) {
      expect(() => loadStartupConfig({ ...PRODUCTION, PUBLIC_ORIGIN: origin })).toThrow(
        PRODUCTION_ORIGIN_REQUIRED,
      );
    }
    expect(loadStartupConfig({ ...PRODUCTION, PUBLIC_ORIGIN: 'https://loja.example' }).publicOrigin).toBe(
      'https://loja.example',
    );
    expect(loadStartupConfig({}).publicOrigin).toBe('http://localhost:4321');
  });

  it(
    'stops `node services/main.ts` in production without PUBLIC_ORIGIN with that message alone',
    () => {
      const { PUBLIC_ORIGIN: _, ...env } = process.env;
      const run = spawnSync(process.execPath, [fileURLToPath(new URL('./main.ts', import.meta.url))], {
        env: { ...env, ...PRODUCTION, DATABASE_URL: 'memory://', PORT: '0' },
        encoding: 'utf8',
        timeout: PROCESS_TEST_MS - 5_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(PRODUCTION_ORIGIN_REQUIRED);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    },
    PROCESS_TEST_MS,
  );

  it('names every bad variable', () => {
    expect(() => loadConfig({ ORDER_REPEAT_WINDOW_SECONDS: 'x', NODE_ENV: 'staging' })).toThrow(ConfigError);
    try {
      loadConfig({ ORDER_REPEAT_WINDOW_SECONDS: '-1', PUBLIC_ORIGIN: 'nada' });
    } catch (error) {
      expect(String(error)).toContain('ORDER_REPEAT_WINDOW_SECONDS: não pode ser negativo');
      expect(String(error)).toContain('PUBLIC_ORIGIN: deve ser uma URL');
    }
  });

  it('refuses a DATABASE_URL that is neither PostgreSQL nor memory', () => {
    for (const url of [
      'foo',
      'postgress://localhost/db',
      'localhost:5432/db',
      'postgres://',
      'mysql://h/db',
    ]) {
      expect(() => loadConfig({ DATABASE_URL: url }), url).toThrow(/DATABASE_URL: deve ser postgres:\/\//);
    }
    for (const url of [
      'postgres://postgres@127.0.0.1:5432/test',
      'postgresql://u:p@db.example/x',
      'memory://',
      '',
    ]) {
      expect(() => loadConfig({ DATABASE_URL: url }), url).not.toThrow();
    }
  });

  it(
    'stops `node services/main.ts` on a DATABASE_URL that is not PostgreSQL, before opening any database',
    () => {
      const run = spawnSync(process.execPath, [fileURLToPath(new URL('./main.ts', import.meta.url))], {
        env: { ...process.env, DATABASE_URL: 'foo', PORT: '0' },
        encoding: 'utf8',
        timeout: PROCESS_TEST_MS - 5_000,
      });
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('DATABASE_URL: deve ser postgres://');
      expect(run.stderr).not.toMatch(/\n\s+at /);
    },
    PROCESS_TEST_MS,
  );
});
