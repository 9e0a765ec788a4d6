import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { MESSAGES } from './errors.ts';

/**
 * `GET /api/health` (liveness): the process answers, nothing else is asked, so a database outage
 * never gets a live process restarted. `GET /api/health/ready` (readiness): 200 only when `ready()`
 * (the database answers with every migration applied, and the process is not draining), else
 * 503: the orchestrator sends traffic only to ready processes.
 */
export function healthRoutes(ready: () => Promise<boolean>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => c.json({ status: 'ok' }));
  app.get('/ready', async (c) =>
    (await ready())
      ? c.json({ status: 'ready' })
      : c.json({ detail: MESSAGES.unavailable }, 503, { 'Cache-Control': 'no-store' }),
  );
  /** A constant answer: the baseline of the services benchmark. */
  app.get('/constant', (c) => c.json({ status: 'ok', service: 'vitrine' }));
  return app;
}
