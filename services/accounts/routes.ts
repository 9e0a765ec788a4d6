import { Hono } from 'hono';
import { service } from '../../src/contract/auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import { mount } from '../mount.ts';
import { profileHandlers } from './accounts/profile-handlers.ts';
import { checkEmailIssue, signUpHandlers } from './accounts/sign-up-handlers.ts';
import { placeHandlers } from './places/handlers.ts';
import { sessionHandlers } from './sessions/handlers.ts';

/** Auth service (docs/services.md#calls): sessions, codes, passwords, people, profiles, addresses, states and cities. */
export function authRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const handlers = {
    ...sessionHandlers(deps),
    ...signUpHandlers(deps),
    ...profileHandlers(deps),
    ...placeHandlers(deps),
  };
  mount(app, service, handlers, deps, { bodyIssues: { checkEmail: checkEmailIssue } });
  return app;
}
