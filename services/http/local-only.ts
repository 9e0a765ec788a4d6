import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { notFound } from './errors.ts';

/** Headers a proxy adds: a request carrying one came from elsewhere, whatever its socket says. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x. */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.replace(/^::ffff:/i, '');
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** `localhost`, `*.localhost` and loopback addresses, with or without a port. */
function isLoopbackHost(host: string): boolean {
  const name = host
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

/**
 * True when the request comes from this machine. A request handed to `fetch` inside the process
 * (tests, scripts) never crossed a network. One served over a socket by @hono/node-server needs a
 * loopback peer, no proxy headers, and a loopback Host, so a page of another site rebinding its
 * name to 127.0.0.1 cannot reach it either.
 */
export function isLocalRequest(c: Context<AppEnv>): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return true;
  const peer = incoming.socket?.remoteAddress;
  if (!peer || !isLoopbackAddress(peer)) return false;
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  return isLoopbackHost(c.req.header('host') ?? '');
}

/**
 * Routes for the developer at the machine: absent in production, and anywhere else answered only
 * to local requests. Everyone else gets the same 404 as an unknown path.
 */
export function developmentOnly(nodeEnv: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (nodeEnv === 'production' || !isLocalRequest(c)) throw notFound();
    await next();
  };
}
