import { Hono } from 'hono';
import { type privacyEndpoints, service } from '../../src/features/privacy/contract/privacy.ts';
import type { AppEnv, Deps } from '../context.ts';
import { type Handlers, mount } from '../mount.ts';
import { myDataHandlers } from './my-data/handlers.ts';
import { recordHandlers } from './records/handlers.ts';

/**
 * Privacy audit (docs/services.md#calls) and the data subject's own page (LGPD art. 18). Records are only
 * appended: there is no call that changes or deletes one, and the table refuses it too.
 */
/** 'Meus dados' and its export: the account's data, read by services/accounts/my-data/. */
export type OwnDataHandlers = Pick<Handlers<typeof privacyEndpoints>, 'myPrivacy' | 'myDataExport'>;

export function privacyRoutes(deps: Deps, ownData: OwnDataHandlers): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mount(app, service, { ...recordHandlers(deps), ...myDataHandlers(deps), ...ownData }, deps);
  return app;
}
