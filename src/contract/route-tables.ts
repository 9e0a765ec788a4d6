import { AUTH_ROUTES } from '../core/contract/auth-routes.ts';
import { STORE_ROUTES } from '../core/contract/store-routes.ts';
import { ACCOUNTS_ROUTES } from '../features/accounts/contract/accounts-routes.ts';
import { ANALYTICS_ROUTES } from '../features/analytics/contract/analytics-routes.ts';
import { CATALOG_ROUTES } from '../features/catalog/contract/catalog-routes.ts';
import { FUNNEL_ROUTES } from '../features/funnel/contract/funnel-routes.ts';
import { INVITATIONS_ROUTES } from '../features/invitations/contract/invitations-routes.ts';
import { OFFERS_ROUTES } from '../features/offers/contract/offers-routes.ts';
import { ORDERING_ROUTES } from '../features/ordering/contract/ordering-routes.ts';
import { PLACES_ROUTES } from '../features/ordering/contract/places-routes.ts';
import { PRIVACY_ROUTES } from '../features/privacy/contract/privacy-routes.ts';
import { REQUESTS_ROUTES } from '../features/requests/contract/requests-routes.ts';
import { AUTOMATION_ROUTES } from '../features/simulators/contract/automation-routes.ts';
import { SIMULATORS_ROUTES } from '../features/simulators/contract/simulators-routes.ts';

/**
 * Every table by the name the code uses for it (the caller check, routes.test.ts, reads these
 * names). A module of its own: the pages never import it, so no table reaches a page through it.
 */
export const ROUTE_TABLES = {
  STORE_ROUTES,
  CATALOG_ROUTES,
  AUTH_ROUTES,
  ACCOUNTS_ROUTES,
  ORDERING_ROUTES,
  PLACES_ROUTES,
  INVITATIONS_ROUTES,
  SIMULATORS_ROUTES,
  REQUESTS_ROUTES,
  OFFERS_ROUTES,
  ANALYTICS_ROUTES,
  FUNNEL_ROUTES,
  PRIVACY_ROUTES,
  AUTOMATION_ROUTES,
} as const;
