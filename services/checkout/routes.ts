import { Hono } from 'hono';

export function checkoutRoutes(_deps: unknown): Hono {
  return new Hono();
}
