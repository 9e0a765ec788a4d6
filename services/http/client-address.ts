import type { Context } from 'hono';
import type { Config } from '../config.ts';
import { isLoopback } from '../config.ts';

/** What `@hono/node-server` hands to `fetch` as its second argument. */
export interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** Stands for a caller whose address is not known (no socket): never loopback, one shared bucket. */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * The caller's address: the socket's peer, or behind a trusted proxy the last `X-Forwarded-For`
 * entry (the one that proxy appended).
 */
export function clientAddress(c: Context, config: Pick<Config, 'trustProxy'>): string {
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  if (config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
    if (forwarded) return forwarded;
  }
  return peer ?? UNKNOWN_ADDRESS;
}

/** Headers a proxy adds: a request carrying one came from elsewhere, whatever its socket says. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/** A request relayed by a proxy: it came from outside, whoever the proxy is. */
export const isRelayed = (c: Context): boolean =>
  FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined);

/**
 * A request made on this machine and for it: a loopback peer, not relayed by a proxy, and a Host
 * naming loopback or the public origin (a page on another site that rebinds its name to
 * 127.0.0.1 still sends its own host name).
 */
export function isLocalRequest(c: Context, config: Pick<Config, 'publicOrigin'>): boolean {
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  if (!peer || !isLoopback(peer)) return false;
  if (isRelayed(c)) return false;
  const hostHeader = c.req.header('host');
  const host = hostHeader ? new URL(`http://${hostHeader}`).hostname : new URL(c.req.url).hostname;
  return isLoopback(host) || host.endsWith('.localhost') || host === new URL(config.publicOrigin).hostname;
}
