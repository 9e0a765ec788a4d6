import type { RouteName } from '../routes/types.ts';

/**
 * What a failed or special answer of the store calls does to the visit (docs/catalog-and-store.md#marketplace-and-product-load, docs/validation-and-errors.md#error-catalogue).
 * Each rule is a pure function from what happened to one action the store carries out.
 */
export type LoadAction =
  | { kind: 'stay' }
  | { kind: 'go'; to: 'bloqueada' | 'error' | 'home'; clearSession: boolean };

const STAY: LoadAction = { kind: 'stay' };
const go = (to: 'bloqueada' | 'error' | 'home', clearSession = false): LoadAction => ({
  kind: 'go',
  to,
  clearSession,
});

/** What a failed call carries: the HTTP status (0 without an answer) and its `detail`. */
export interface LoadFailure {
  status: number;
  detail?: string | null;
}

export type LoadOutcome<T> = { ok: true; value: T } | { ok: false; failure: LoadFailure };

/**
 * Marketplace: a disabled store goes to the blocked page; a failure clears the session and goes to
 * the error route, except when the visitor is already on the blocked page.
 */
export function marketplaceAction(
  route: RouteName | null,
  outcome: LoadOutcome<{ disabled: boolean }>,
): LoadAction {
  if (route === 'bloqueada') return STAY;
  if (!outcome.ok) return go('error', true);
  return outcome.value.disabled ? go('bloqueada') : STAY;
}

/** Banker profile: a failure clears the session and goes to the error route (not from the blocked page). */
export function bankerAction(route: RouteName | null, outcome: LoadOutcome<unknown>): LoadAction {
  if (route === 'bloqueada' || outcome.ok) return STAY;
  return go('error', true);
}

/** A group that fails to load, or is unknown, sends the visitor home. */
export function groupAction(outcome: LoadOutcome<unknown>): LoadAction {
  return outcome.ok ? STAY : go('home');
}

/** The server's ways of saying the product does not exist. */
export function isProductNotFound(failure: LoadFailure): boolean {
  return failure.status === 404 || /Produto não encontrad[oa]/i.test(failure.detail ?? '');
}

/** A product that is not found sends the visitor home; so does any other failure, with nothing to show. */
export function productAction(outcome: LoadOutcome<unknown>): LoadAction {
  return outcome.ok ? STAY : go('home');
}

/** A group slug the store does not list is unknown before any call (docs/catalog-and-store.md#group-page). */
export function isKnownGroup(slug: string, groups: readonly { slug: string }[]): boolean {
  return groups.some((group) => group.slug === slug);
}
