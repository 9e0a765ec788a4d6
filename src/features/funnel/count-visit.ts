import type { RouteMatch } from '../../core/routes/types.ts';
import { countFunnelEvent } from './count-event.ts';
import { rememberVisitSource } from './landing-source.ts';
import { countsAsVisit, isLanding, sourceOf } from './rules/visit-source.ts';

/**
 * Counts the page as a visit of its store when it was opened from outside the store
 * (docs/desk.md#funnel): `query` is the address's query as it arrived, before the route guards
 * dropped it.
 */
export function countVisit(win: Window, match: RouteMatch | null, query: Record<string, string>): void {
  const pb = match?.params.pb;
  if (!match || !pb || !countsAsVisit(match.name)) return;
  if (!isLanding(win.document.referrer, win.location.origin, pb)) return;
  const family = match.params.group;
  const source = sourceOf(query);
  rememberVisitSource(pb, source);
  countFunnelEvent(pb, { step: 'visit', source, ...(family ? { family } : {}) });
}
