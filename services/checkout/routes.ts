import { Hono } from 'hono';
import { service, withoutBlankFields } from '../../src/contract/checkout.ts';
import type { AppEnv, Deps } from '../context.ts';
import { mount, only } from '../http/mount.ts';
import { BUSINESS_ENDPOINTS, businessHandlers } from './business/handlers.ts';
import { LIST_ENDPOINTS, listHandlers, withTypeSegment } from './lists/handlers.ts';
import { ORDER_ENDPOINTS, orderHandlers } from './orders/orders.ts';
import { PROFILE_ENDPOINTS, profileHandlers } from './profiles/handlers.ts';
import { REAL_ESTATE_ENDPOINTS, realEstateHandlers } from './real-estate/handlers.ts';
import { CUSTOMER_ENDPOINTS, customerHandlers } from './solicitations/customer-handlers.ts';
import { INVITE_ENDPOINTS, inviteHandlers } from './solicitations/invite-handlers.ts';
import { LINK_ENDPOINTS, linkHandlers } from './solicitations/link-handlers.ts';
import { logSolicitationErrors } from './solicitations/log-errors.ts';

/** The checkout service (docs/services.md#calls), mounted at `/api/checkout`. */
export function checkoutRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // The order forms send unused optional fields blank, and show one message per field.
  mount(app, only(service, ...ORDER_ENDPOINTS), orderHandlers(deps), deps, {
    prepareBody: Object.fromEntries(ORDER_ENDPOINTS.map((id) => [id, withoutBlankFields])),
    oneMessagePerField: ORDER_ENDPOINTS,
  });
  app.use('/solicitation/handler/*', logSolicitationErrors(deps));
  // One mount: `solicitation/handler/invite/` must be registered before `solicitation/handler/{key}/`.
  mount(
    app,
    only(service, ...CUSTOMER_ENDPOINTS, ...INVITE_ENDPOINTS, ...LINK_ENDPOINTS),
    { ...customerHandlers(deps), ...inviteHandlers(deps), ...linkHandlers(deps) },
    deps,
    {
      prepareBody: { solicitationCreate: withoutBlankFields, solicitationUpdate: withoutBlankFields },
      // One message a field, as the screens show them and as the screen rules answer.
      oneMessagePerField: ['solicitationCreate', 'solicitationUpdate'],
    },
  );
  mount(app, only(service, ...PROFILE_ENDPOINTS), profileHandlers(deps), deps);
  mount(app, only(service, ...BUSINESS_ENDPOINTS), businessHandlers(deps), deps);
  mount(app, only(service, ...LIST_ENDPOINTS), listHandlers(deps), deps, {
    prepareQuery: { consortiumLetters: withTypeSegment },
  });
  // The storefront's forms show one message per field; the simulations answer the same.
  mount(app, only(service, ...REAL_ESTATE_ENDPOINTS), realEstateHandlers(deps), deps, {
    oneMessagePerField: ['realEstateSimulate', 'realEstateInterest', 'openSimulate'],
  });
  return app;
}
