import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context.ts';

export function storeRoutes(_deps: Deps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
