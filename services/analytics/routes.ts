import { Hono } from 'hono';

export function analyticsRoutes(_deps: unknown): Hono {
  return new Hono();
}
