import { STORE_ROUTES } from '../../core/contract/store-routes.ts';
import { routeGuard } from '../../core/routes/guards.ts';
import type { RouteMatch } from '../../core/routes/types.ts';
import { call } from '../../core/transport/api.ts';

/**
 * Coming from the root to the error page (docs/routes-and-guards.md#guards): when the last store visited has a go-back
 * link, the browser follows it. Loaded only on that path, so other pages carry none of it.
 */
export async function followGoBackLink(win: Window, match: RouteMatch, storedPb: string): Promise<void> {
  let goBackLink: string | null = null;
  try {
    const market = await call(STORE_ROUTES.marketplace, { params: { pb: storedPb } });
    goBackLink = market.goBackLink;
  } catch {
    // An unknown or unreachable store has no link to follow: the error page stays.
    return;
  }
  const actions = routeGuard({
    match,
    path: win.location.pathname,
    query: {},
    storedPb,
    fromRoot: true,
    goBackLink,
  });
  for (const action of actions) if (action.type === 'redirect') win.location.assign(action.url);
}
