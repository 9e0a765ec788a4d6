import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { tooManyRequests } from '../http/errors.ts';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt parameters (N=2^17, r=8, p=1): about 128 MiB and most of a second per hash. */
export const PRODUCTION_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/** Test servers only: the same scheme at a cost that keeps the suites fast. */
export const TEST_COST: ScryptCost = { N: 2 ** 12, r: 8, p: 1 };

const KEY_LENGTH = 32;
/** Largest N a stored hash may ask for (beyond it the hash is treated as malformed). */
const MAX_N = 2 ** 20;

/**
 * Hashes running at once, and hashes allowed to wait for a turn. Each hash takes ~128 MiB and a
 * core, so a flood of logins (known or unknown user names) queues here instead of starving the
 * process; past the queue it answers 429.
 */
export const HASH_LIMITS = {
  running: Math.max(1, availableParallelism() - 1),
  waiting: 32,
};

let cost: ScryptCost = PRODUCTION_COST;

/** Chooses the cost of new hashes (createServices: the test cost under NODE_ENV=test only). */
export function setPasswordCost(next: ScryptCost): void {
  cost = next;
}

let running = 0;
const queue: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_LIMITS.running) {
    if (queue.length >= HASH_LIMITS.waiting) throw tooManyRequests();
    await new Promise<void>((resolve) => queue.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next waiter, or free it.
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(password: string, salt: Buffer, params: ScryptCost): Promise<Buffer> {
  const maxmem = 128 * params.N * params.r * params.p + 64 * 1024 * 1024;
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...params, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

const format = (params: ScryptCost, salt: Buffer, key: Buffer) =>
  `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;

function parse(stored: string | null): { params: ScryptCost; salt: Buffer; hash: Buffer } | null {
  const parts = stored?.split('$');
  if (parts?.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every(Number.isSafeInteger) || N < 2 || N > MAX_N || r < 1 || r > 32 || p < 1 || p > 4)
    return null;
  return {
    params: { N, r, p },
    salt: Buffer.from(parts[4] ?? '', 'base64url'),
    hash: Buffer.from(parts[5] ?? '', 'base64url'),
  };
}

/** `scrypt$N$r$p$salt$hash` (base64url parts) at the current cost. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(cost, salt, await derive(password, salt, cost));
}

/** Constant-time check of a password against a stored hash; false for a missing or malformed hash. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** Whether a stored hash was made at another cost than the current one (then login rehashes it). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.params.N !== cost.N || parsed.params.r !== cost.r || parsed.params.p !== cost.p;
}

/** A hash at the current cost to compare against when the user does not exist, so timing does not reveal it. */
export function dummyHash(): string {
  return format(cost, Buffer.alloc(16), Buffer.alloc(KEY_LENGTH));
}
