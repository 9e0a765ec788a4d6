import { Hono } from 'hono';
import { service, withoutBlankFields } from '../../src/contract/checkout.ts';
import type { AppEnv, Deps } from '../context.ts';
import { CUSTOMER_ENDPOINTS, customerHandlers } from '../invitations/customer-handlers.ts';
import { INVITE_ENDPOINTS, inviteHandlers } from '../invitations/invite-handlers.ts';
import { LINK_ENDPOINTS, linkHandlers } from '../invitations/link-handlers.ts';
import { logSolicitationErrors } from '../invitations/log-errors.ts';
import { mount, only } from '../mount.ts';
import { ORDER_ENDPOINTS, orderHandlers } from '../ordering/orders.ts';
import { BUSINESS_ENDPOINTS, businessHandlers } from '../simulators/business/handlers.ts';
import { LIST_ENDPOINTS, listHandlers, withTypeSegment } from '../simulators/lists/handlers.ts';
import { PROFILE_ENDPOINTS, profileHandlers } from '../simulators/profiles/handlers.ts';
import { REAL_ESTATE_ENDPOINTS, realEstateHandlers } from '../simulators/real-estate/handlers.ts';

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
