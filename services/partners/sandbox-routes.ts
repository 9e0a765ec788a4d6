import { Hono } from 'hono';

export function sandboxRoutes(_deps: unknown): Hono {
  return new Hono();
}
