import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export function openApiRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
