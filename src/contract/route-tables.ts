import { OFFERS_ROUTES } from '../features/offers/contract/offers-routes.ts';
import { AUTH_ROUTES, AUTOMATION_ROUTES, CHECKOUT_ROUTES, PRIVACY_ROUTES, STORE_ROUTES } from './routes.ts';

/**
 * Every table by the name the code uses for it (the caller check, routes.test.ts, reads these
 * names). A module of its own: the pages never import it, so no table reaches a page through it.
 */
export const ROUTE_TABLES = {
  STORE_ROUTES,
  AUTH_ROUTES,
  CHECKOUT_ROUTES,
  PRIVACY_ROUTES,
  AUTOMATION_ROUTES,
  OFFERS_ROUTES,
} as const;
