import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { isMemoryUrl, isPostgresUrl } from './db/urls.ts';
import { flagOn } from './env-flag.ts';
import { productionProblems } from './production-check.ts';

/** Boolean flags read from the environment. */
const flag = (fallback: boolean) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => flagOn(value, fallback)),
    ),
    String(fallback),
  );

const positiveInt = (fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => (value === '' ? fallback : Number(value))),
      v.number('deve ser um número'),
      v.integer('deve ser um número inteiro'),
      v.minValue(0, 'não pode ser negativo'),
    ),
    String(fallback),
  );

/**
 * A PostgreSQL URL with a host, or `memory://`. Anything else is refused at start, so a mistyped
 * address never falls back to the embedded database and its separate data.
 */
function isDatabaseUrl(value: string): boolean {
  if (value === '' || isMemoryUrl(value)) return true;
  if (!isPostgresUrl(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

const EnvSchema = v.object({
  /** PostgreSQL connection string. Absent: embedded PGlite in DATA_DIR; `memory://`: in-memory PGlite. */
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.check(
        isDatabaseUrl,
        'deve ser postgres://usuário@servidor:porta/banco (ou memory:// para um banco em memória)',
      ),
    ),
  ),
  /** Folder of the embedded PGlite database. */
  DATA_DIR: v.optional(v.string(), '.data/pglite'),
  /** SMTP server for outgoing mail (smtp://user:pass@host:port). Absent: local mailbox outside production; required in production. */
  SMTP_URL: v.optional(v.string()),
  /** Sender address of outgoing mail. */
  MAIL_FROM: v.optional(v.string(), 'Vitrine <nao-responda@vitrine.local>'),
  /** Comma-separated origins allowed by CORS; the public origin is always allowed. */
  CORS_ORIGINS: v.optional(v.string(), ''),
  /** Seconds during which the same customer cannot request the same product again. */
  ORDER_REPEAT_WINDOW_SECONDS: positiveInt(300),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  /** Address where the storefront is served (links in e-mails, CORS default). */
  PUBLIC_ORIGIN: v.optional(v.pipe(v.string(), v.url('deve ser uma URL')), 'http://localhost:4321'),
  /** Seed the demo data at start (idempotent); absent: on outside production. Refused in production. */
  SEED: v.optional(v.string()),
  /** Day the demo data is dated from (YYYY-MM-DD); absent: today. Screen reviews fix it so dates repeat. */
  SEED_DATE: v.optional(v.pipe(v.string(), v.isoDate('deve ser uma data AAAA-MM-DD'))),
  /** Seconds public store reads stay in the in-process cache (0 turns it off). */
  STORE_CACHE_SECONDS: positiveInt(5),
  /** One JSON line per request (and the other lines as JSON); absent: on in production only. */
  LOG_REQUESTS: v.optional(v.string()),
  /** Seconds a stopping process (SIGTERM) keeps answering the requests it received. */
  DRAIN_SECONDS: positiveInt(10),
  /** Port the services listen on (`npm start` defaults it to 4321); 0 picks a free one. */
  PORT: positiveInt(8080),
  /** Port of the Prometheus listener (`/metrics` alone); absent: 9464 in production, none otherwise (then `/metrics` answers on PORT to this machine). */
  METRICS_PORT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'deve ser um número de porta'))),
  /** Address of the Prometheus listener: loopback unless told otherwise. */
  METRICS_HOST: v.optional(v.string(), '127.0.0.1'),
  /** Address the services listen on; beyond loopback the development mailbox is off unless DEV_MAILBOX is on. */
  HOST: v.optional(v.string(), '127.0.0.1'),
  /** The development mailbox (`GET /api/dev/mailbox`): absent = on only when HOST is loopback; never in production. */
  DEV_MAILBOX: v.optional(v.string()),
  /** Folder of the rendered link-preview images (a cache: deleting it only costs renders). */
  SHARE_IMAGE_DIR: v.optional(v.string()),
  /** Test servers on `memory://` with a SEED_DATE: folder of prepared database images (db/memory-images.ts; a cache too). */
  MEMORY_IMAGE_DIR: v.optional(v.string()),
  /** Behind a reverse proxy: the client address is the last `X-Forwarded-For` entry it appends. */
  TRUST_PROXY: flag(false),
  /** Webhook secrets of the partner institutions, `partner:secret` comma-separated (added to the sandbox defaults outside production). */
  PARTNER_WEBHOOK_SECRETS: v.optional(v.string(), ''),
  /** Seconds before the sandbox partners move a request on (0 = never); absent: 60 in development, never otherwise. */
  SANDBOX_STATUS_DELAY_SECONDS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{0,6}$/, 'deve ser um número inteiro de segundos (0 desliga)')),
  ),
});

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]']);

/** Whether an address or host name stays on this machine (127.0.0.0/8, ::1, localhost). */
export function isLoopback(address: string): boolean {
  const bare = address.replace(/^::ffff:/i, '');
  return LOOPBACK_HOSTS.has(bare.toLowerCase()) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/**
 * The development mailbox hands out verification codes, so it is never on in production, and
 * on a server reachable from other hosts only when asked for by name.
 */
function devMailboxOn(nodeEnv: Config['nodeEnv'], host: string, asked: string | undefined): boolean {
  return nodeEnv !== 'production' && flagOn(asked, isLoopback(host));
}

/**
 * The sandbox partners' webhook secrets, public on purpose: they sign the demo's status events.
 * Never used in production, where every partner's secret comes from PARTNER_WEBHOOK_SECRETS.
 */
export const SANDBOX_PARTNER_SECRETS: Readonly<Record<string, string>> = {
  'sandbox-pedidos': 'sandbox-pedidos-segredo-de-desenvolvimento',
  'sandbox-solicitacoes': 'sandbox-solicitacoes-segredo-de-desenvolvimento',
};

/** `partner:secret,partner:secret` over the sandbox defaults (none in production). */
function partnerSecretsOf(nodeEnv: Config['nodeEnv'], listed: string): Record<string, string> {
  const secrets: Record<string, string> = nodeEnv === 'production' ? {} : { ...SANDBOX_PARTNER_SECRETS };
  for (const pair of listed.split(',').filter((entry) => entry.trim() !== '')) {
    const at = pair.indexOf(':');
    const partner = pair.slice(0, at).trim();
    const secret = pair.slice(at + 1).trim();
    if (at <= 0 || !/^[a-z0-9-]{1,40}$/.test(partner) || secret.length < 16)
      throw startRefused([
        'PARTNER_WEBHOOK_SECRETS: deve ser parceiro:segredo separados por vírgula (id com letras minúsculas, números e hífens; segredo com 16 caracteres ou mais)',
      ]);
    secrets[partner] = secret;
  }
  return secrets;
}

/** Production always serves `/metrics` apart from the public port; elsewhere only when METRICS_PORT is set. */
function metricsListenerOf(
  nodeEnv: Config['nodeEnv'],
  host: string,
  asked: string | undefined,
): Config['metrics'] {
  if (asked !== undefined && asked.trim() !== '') return { host, port: Number(asked) };
  return nodeEnv === 'production' ? { host, port: DEFAULT_METRICS_PORT } : null;
}

/** The Prometheus listener's port in production unless METRICS_PORT names another (the exporters' usual one). */
export const DEFAULT_METRICS_PORT = 9464;

function sandboxDelayOf(nodeEnv: Config['nodeEnv'], asked: string | undefined): number {
  if (asked === undefined || asked.trim() === '') return nodeEnv === 'development' ? 60 : 0;
  return Number(asked);
}

export type Config = {
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  corsOrigins: string[];
  orderRepeatWindowSeconds: number;
  storeCacheSeconds: number;
  nodeEnv: 'development' | 'production' | 'test';
  publicOrigin: string;
  /** Seed the demo data at start: never in production. */
  seed: boolean;
  /** The moment the demo data is dated from: SEED_DATE at noon UTC, or the start. */
  seedDate: Date;
  logRequests: boolean;
  /** Seconds a stopping process answers what it received before it closes the rest. */
  drainSeconds: number;
  host: string;
  port: number;
  /** The Prometheus listener, when `/metrics` is served apart from PORT (always in production). */
  metrics: { host: string; port: number } | null;
  devMailbox: boolean;
  trustProxy: boolean;
  shareImageDir: string;
  /** Where a `memory://` database dated by SEED_DATE keeps its prepared image; none otherwise. */
  memoryImageDir?: string;
  /** The secret each partner signs its status events with, by partner id. */
  partnerSecrets: Readonly<Record<string, string>>;
  /** Seconds before the sandbox partners move a request on; 0 = they never do by themselves. */
  sandboxStatusDelaySeconds: number;
};

/** Raised when the environment is invalid: the message names every bad variable. */
export class ConfigError extends Error {}

/** The error of a refused start: every problem on its own line under one heading. */
export const startRefused = (problems: string[]): ConfigError =>
  new ConfigError(`Configuração inválida:\n${problems.join('\n')}`);

/**
 * The configuration a process starts with and what production refuses in its environment
 * (`productionProblems`), together with the variables `loadConfig` cannot read, so one start
 * lists them all.
 */
export function checkStartupConfig(env: Record<string, string | undefined> = process.env): {
  config: Config | null;
  problems: string[];
} {
  const problems = productionProblems(env);
  try {
    return { config: loadConfig(env), problems };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return { config: null, problems: [...error.message.split('\n').slice(1), ...problems] };
  }
}

/** The configuration a process starts with, refused with every problem of `checkStartupConfig`. */
export function loadStartupConfig(env: Record<string, string | undefined> = process.env): Config {
  const { config, problems } = checkStartupConfig(env);
  if (!config || problems.length > 0) throw startRefused(problems);
  return config;
}

/** Ends a starting process on a bad environment with its message alone, not a stack trace. */
export function exitOnConfigError(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

/** Parses the environment once: the services read no variable of their own. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    const lines = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw startRefused(lines);
  }
  const out = result.output;
  const publicOrigin = out.PUBLIC_ORIGIN.replace(/\/$/, '');
  const corsOrigins = out.CORS_ORIGINS.split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return {
    databaseUrl: out.DATABASE_URL || undefined,
    dataDir: out.DATA_DIR,
    smtpUrl: out.SMTP_URL || undefined,
    mailFrom: out.MAIL_FROM,
    corsOrigins: [...new Set([publicOrigin, ...corsOrigins])],
    orderRepeatWindowSeconds: out.ORDER_REPEAT_WINDOW_SECONDS,
    storeCacheSeconds: out.STORE_CACHE_SECONDS,
    nodeEnv: out.NODE_ENV,
    publicOrigin,
    seed: out.NODE_ENV !== 'production' && flagOn(out.SEED, true),
    seedDate: out.SEED_DATE ? new Date(`${out.SEED_DATE}T12:00:00Z`) : new Date(),
    logRequests: flagOn(out.LOG_REQUESTS, out.NODE_ENV === 'production'),
    drainSeconds: out.DRAIN_SECONDS,
    host: out.HOST,
    port: out.PORT,
    metrics: metricsListenerOf(out.NODE_ENV, out.METRICS_HOST, out.METRICS_PORT),
    devMailbox: devMailboxOn(out.NODE_ENV, out.HOST, out.DEV_MAILBOX),
    trustProxy: out.TRUST_PROXY,
    shareImageDir: out.SHARE_IMAGE_DIR || join(tmpdir(), 'vitrine-share-images'),
    // A database seeded as of its start differs from one start to the next: no image of it is kept.
    memoryImageDir:
      isMemoryUrl(out.DATABASE_URL) && out.SEED_DATE ? out.MEMORY_IMAGE_DIR || undefined : undefined,
    partnerSecrets: partnerSecretsOf(out.NODE_ENV, out.PARTNER_WEBHOOK_SECRETS),
    sandboxStatusDelaySeconds: sandboxDelayOf(out.NODE_ENV, out.SANDBOX_STATUS_DELAY_SECONDS),
  };
}
