import { Hono } from 'hono';
import { service } from '../../src/features/offers/contract/offers.ts';
import type { AppEnv, Deps } from '../context.ts';
import { mount } from '../mount.ts';
import { offerHandlers } from './handlers.ts';

/** 'Ofertas para você', mounted under `/api/checkout`. */
export function offerRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mount(app, service, offerHandlers(deps), deps, {
    // The form shows one message per field.
    oneMessagePerField: ['askOffers', 'repriceOffers'],
    // A malformed offer id names no offer of the customer.
    notFoundOnBadParams: ['requestOffer'],
  });
  return app;
}
