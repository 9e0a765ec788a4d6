import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { service as desk } from '../../src/features/requests/contract/desk.ts';
import { service } from '../../src/features/requests/contract/requests.ts';
import type { AppEnv, Deps } from '../context.ts';
import { mount } from '../mount.ts';
import { deskHandlers } from './desk/handlers.ts';
import { peopleHandlers } from './handlers.ts';
import { webhookHandlers } from './webhook.ts';

/** The life of requests, mounted under `/api/checkout`. */
export function requestRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // The store's list and the desk's answers are the long ones: compressed for clients that accept it.
  app.use('/requests/store/*', compress());
  app.use('/requests/desk/*', compress());
  mount(app, service, { ...peopleHandlers(deps), ...webhookHandlers(deps) }, deps, {
    // The signature is computed over the raw body: the handler reads it.
    ownBody: ['partnerStatusEvent'],
    // A malformed request reference names no request.
    notFoundOnBadParams: ['cancelRequest', 'changeRequestStatus'],
  });
  mount(app, desk, deskHandlers(deps), deps, {
    notFoundOnBadParams: ['deskRequest', 'addDeskNote', 'contactCustomer'],
  });
  return app;
}
