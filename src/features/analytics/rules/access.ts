import { PERSON_TYPE } from '../../../core/format/person-types.ts';

/** Where the analytics screen sends the visit: stay, home (not a banker) or the error screen. */
export type AnalyticsAccess = 'allowed' | 'home' | 'error';

export interface AnalyticsAccessInput {
  /** The logged user, null for a visitor. */
  user: { person_type: number } | null;
  /** The store's white-label flag; undefined while the marketplace is still loading. */
  whitelabel: boolean | undefined;
}

/**
 * Who may stay on the analytics screen (docs/routes-and-guards.md#route-table, docs/analytics.md#analytics-screen, docs/accounts.md#roles-and-permissions): in a white-label store the route
 * falls back to the error screen for everyone; otherwise a visitor, or a user whose person_type
 * is not 0, goes home. Nothing is decided (`null`) until the store's flag is known.
 */
export function analyticsAccess({ user, whitelabel }: AnalyticsAccessInput): AnalyticsAccess | null {
  if (whitelabel === undefined) return null;
  if (whitelabel) return 'error';
  return user && user.person_type === PERSON_TYPE.banker ? 'allowed' : 'home';
}
