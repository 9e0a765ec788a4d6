import { Hono } from 'hono';

export function automationRoutes(_deps: unknown): Hono {
  return new Hono();
}
