import { Hono } from 'hono';
import { service } from '../../src/features/privacy/contract/privacy.ts';
import type { AppEnv, Deps } from '../context.ts';
import { mount } from '../http/mount.ts';
import { myDataHandlers } from './my-data/handlers.ts';
import { recordHandlers } from './records/handlers.ts';

/**
 * Privacy audit (docs/services.md#calls) and the data subject's own page (LGPD art. 18). Records are only
 * appended: there is no call that changes or deletes one, and the table refuses it too.
 */
export function privacyRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mount(app, service, { ...recordHandlers(deps), ...myDataHandlers(deps) }, deps);
  return app;
}
