import { Hono } from 'hono';
import { service } from '../../src/features/simulators/contract/automation.ts';
import type { AppEnv, Deps } from '../context.ts';
import { mount } from '../mount.ts';
import { creditRequestHandlers } from './credit-requests/handlers.ts';
import { simulationHandlers } from './simulations/handlers.ts';

/** The automation service (docs/services.md#calls), mounted at `/api/automation`. */
export function automationRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mount(app, service, { ...simulationHandlers(deps), ...creditRequestHandlers(deps) }, deps);
  return app;
}
