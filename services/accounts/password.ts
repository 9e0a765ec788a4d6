import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { EventEmitter } from 'node:events';
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
 * Hashes running at once, hashes allowed to wait for a turn, and the share of those waiting turns
 * one client address may hold. Each hash takes ~128 MiB and a core, so a flood of logins or
 * sign-ups queues here instead of starving the process; past the queue, or past its address's
 * share, a call answers 429.
 */
export const HASH_LIMITS = {
  running: Math.max(1, availableParallelism() - 1),
  waiting: 32,
  waitingPerAddress: 4,
};

/** The address of work the services start themselves (seeding, scripts). */
export const SERVER_ADDRESS = 'server';

let cost: ScryptCost = PRODUCTION_COST;

/** Chooses the cost of new hashes (createServices: the test cost under NODE_ENV=test only). */
export function setPasswordCost(next: ScryptCost): void {
  cost = next;
}

interface AddressTurns {
  address: string;
  waiting: (() => void)[];
  running: number;
  /** When this address last got a slot (a counter): the longest-unserved address goes first. */
  servedAt: number;
}

/** Emits `waiting` and `started` with the client address of each hash (what tests wait on). */
export const hashQueueEvents = new EventEmitter();

let running = 0;
let waiting = 0;
let served = 0;
const turns = new Map<string, AddressTurns>();

function turnsOf(address: string): AddressTurns {
  let entry = turns.get(address);
  if (!entry) {
    entry = { address, waiting: [], running: 0, servedAt: 0 };
    turns.set(address, entry);
  }
  return entry;
}

/**
 * The address whose waiting hash goes next: the one with the fewest hashes running, then the one
 * served longest ago, so one address's queue never stands in front of another's.
 */
function nextAddress(): AddressTurns | undefined {
  let best: AddressTurns | undefined;
  for (const entry of turns.values()) {
    if (entry.waiting.length === 0) continue;
    if (
      !best ||
      entry.running < best.running ||
      (entry.running === best.running && entry.servedAt < best.servedAt)
    )
      best = entry;
  }
  return best;
}

function start(entry: AddressTurns): void {
  running += 1;
  entry.running += 1;
  served += 1;
  entry.servedAt = served;
  hashQueueEvents.emit('started', entry.address);
}

function finish(entry: AddressTurns): void {
  running -= 1;
  entry.running -= 1;
  if (entry.running === 0 && entry.waiting.length === 0) turns.delete(entry.address);
  const next = nextAddress();
  const resume = next?.waiting.shift();
  if (!next || !resume) return;
  waiting -= 1;
  start(next);
  resume();
}

/**
 * Runs `work` when a hash slot is free, taking turns fairly between client addresses; a 429 when
 * the queue, or this address's share of it, is full (nothing was hashed: not a wrong password).
 */
export async function withHashSlot<T>(address: string, work: () => Promise<T>): Promise<T> {
  const entry = turnsOf(address);
  if (running >= HASH_LIMITS.running) {
    if (waiting >= HASH_LIMITS.waiting || entry.waiting.length >= HASH_LIMITS.waitingPerAddress) {
      if (entry.running === 0 && entry.waiting.length === 0) turns.delete(address);
      throw tooManyRequests('password-hash-queue');
    }
    waiting += 1;
    // `finish` starts this turn before resuming it.
    const turn = new Promise<void>((resolve) => entry.waiting.push(resolve));
    hashQueueEvents.emit('waiting', address);
    await turn;
  } else {
    start(entry);
  }
  try {
    return await work();
  } finally {
    finish(entry);
  }
}

function derive(password: string, salt: Buffer, params: ScryptCost, address: string): Promise<Buffer> {
  const maxmem = 128 * params.N * params.r * params.p + 64 * 1024 * 1024;
  return withHashSlot(
    address,
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

/** `scrypt$N$r$p$salt$hash` (base64url parts) at the current cost, queued under the caller's address. */
export async function hashPassword(password: string, address = SERVER_ADDRESS): Promise<string> {
  const salt = randomBytes(16);
  return format(cost, salt, await derive(password, salt, cost, address));
}

/** Constant-time check of a password against a stored hash; false for a missing or malformed hash. */
export async function verifyPassword(
  password: string,
  stored: string | null,
  address: string,
): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params, address);
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
