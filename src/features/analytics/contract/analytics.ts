/**
 * Contract of a banker's analytics (docs/entities.md "analytics", docs/analytics.md#analytics-screen): served by the store
 * service at `analytics/{id}/`, answered only to the banker it belongs to.
 */
import * as v from 'valibot';
import { bankerOnly } from '../../../core/contract/banker-only.ts';
import { IdParam } from '../../../core/contract/common.ts';
import { contractOf } from '../../../core/contract/contracts.ts';
import type { Endpoint } from '../../../core/contract/endpoint.ts';
import { ANALYTICS_ROUTES } from './analytics-routes.ts';
import { BookPerson, BookProduct, bookPageEndpoints } from './book-pages.ts';
import { AnalyticsLastOrder, AnalyticsOrder } from './book-rows.ts';
import { NOTIFICATION_MESSAGES, NOTIFICATION_MODES } from './notification-modes.ts';

/** How many of the latest orders `last_orders` carries. */
export const LAST_ORDERS_LIMIT = 100;

/** A customer or lead of the store: the book's person with their orders. */
export const AnalyticsLead = v.object({ ...BookPerson.entries, orders: v.array(AnalyticsOrder) });

export const Analytics = v.object({
  /** Each product of the store with its number of distinct customers (`total`) and of orders. */
  pb_order: v.object({ orders: v.object({ products: v.array(BookProduct) }) }),
  /** Every lead and customer of the store, most orders first. */
  leads_orders: v.array(AnalyticsLead),
  /** The latest orders, newest first. */
  last_orders: v.array(AnalyticsLastOrder),
});

export type AnalyticsAnswer = v.InferOutput<typeof Analytics>;

/** How the banker hears of new requests: `{mode}`. */
export const NotificationSetting = v.object({
  mode: v.picklist(NOTIFICATION_MODES, NOTIFICATION_MESSAGES.invalidMode),
});

export const analyticsEndpoints = {
  analytics: {
    ...ANALYTICS_ROUTES.analytics,
    summary:
      "A banker's whole book (customers with every order, leads, products, latest orders), as the spec defines it; the screen reads its pages instead.",
    ...bankerOnly(),
    params: v.object({ id: IdParam }),
    response: Analytics,
  },
  notificationMode: {
    ...ANALYTICS_ROUTES.notificationMode,
    summary: "The banker's choice of notifications: one message per request, one summary a day, or none.",
    ...bankerOnly(),
    params: v.object({ id: IdParam }),
    response: NotificationSetting,
  },
  setNotificationMode: {
    ...ANALYTICS_ROUTES.setNotificationMode,
    summary: "Changes the banker's choice of notifications; only the banker it belongs to may.",
    ...bankerOnly({ 400: NOTIFICATION_MESSAGES.invalidMode }),
    params: v.object({ id: IdParam }),
    body: NotificationSetting,
    response: NotificationSetting,
  },
  ...bookPageEndpoints,
} as const satisfies Record<string, Endpoint>;

export const service = contractOf('analytics', analyticsEndpoints);
