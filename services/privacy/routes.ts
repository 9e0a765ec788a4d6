import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context.ts';

export function privacyRoutes(_deps: Deps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
