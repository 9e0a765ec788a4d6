import type { SessionKey } from '../storage/session-table.ts';
import { REAL_ESTATE_QUERY_KEYS } from './real-estate-query.ts';
import { pathFor } from './route-table.ts';
import type { RouteMatch, RouteName } from './types.ts';

/** What a guard asks the shell to do, in order. At most one navigation, always last. */
export type GuardAction =
  /** Leave the storefront for an outside address (the marketplace's go-back link). */
  | { type: 'redirect'; url: string }
  /** Go to another address of the storefront, replacing the current history entry. */
  | { type: 'replace'; path: string }
  /** Keep a value of the address under its session name (src/core/storage/session-table.ts). */
  | { type: 'storeSession'; key: SessionKey; value: string }
  /** Keep the banker slug in session storage. */
  | { type: 'storePb'; pb: string }
  /** Forget the stored banker data (the error screens do). */
  | { type: 'clearStoredPb' }
  | { type: 'logError'; message: string };

export interface GuardInput {
  /** The resolved route, or null when the address matches no route. */
  match: RouteMatch | null;
  /** The address path as the browser shows it (no query, no hash). */
  path: string;
  /** The hash of the address ('#products'), kept when the address is rewritten. */
  hash?: string;
  /** The query pairs of the address. */
  query: Readonly<Record<string, string>>;
  /** The pb kept in session storage, if any. */
  storedPb: string | null;
  /** The previous address was the root. */
  fromRoot?: boolean;
  /** The marketplace's go-back link, when it has one. */
  goBackLink?: string | null;
  /** The brand's office-edition flag (sobre-escritorios exists only with it). */
  officeEdition?: boolean;
}

/** The literal slug of links written before the banker was known. */
export const PLACEHOLDER_PB = ':pb';

/** The query the root's redirect adds to the error page, so the page knows where the visitor came from. */
export const FROM_ROOT_QUERY = { key: 'de', value: 'raiz' } as const;
/** Where the root sends visitors (docs/routes-and-guards.md#route-table): the error page, marked as coming from the root. */
export const ROOT_REDIRECT = `/404?${FROM_ROOT_QUERY.key}=${FROM_ROOT_QUERY.value}`;

export function isFromRoot(query: Readonly<Record<string, string>>): boolean {
  return query[FROM_ROOT_QUERY.key] === FROM_ROOT_QUERY.value;
}

/** The pb value of a disabled store. */
export const DISABLED_PB = 'disabled';

const ERROR_ROUTES: readonly RouteName[] = ['error', 'bloqueada'];
const SOLICITATION_ROUTES: readonly RouteName[] = ['invite', 'report', 'confirm'];

/** Routes whose query is kept in the address: the consortium simulator reads it, Analytics the request a notice links to. */
const KEEPS_QUERY: readonly RouteName[] = ['simulador-consorcio', 'analytics'];

function session(key: SessionKey, value: string): GuardAction {
  return { type: 'storeSession', key, value };
}

function queryString(query: Readonly<Record<string, string>>): string {
  return new URLSearchParams(query as Record<string, string>).toString();
}

/**
 * Where a `:pb` or `?pb=` link lands: a product address keeps its product; a `product` query
 * (with its `group`) goes to that product; otherwise home, with the product query kept in session.
 */
function placeholderLanding(
  pb: string,
  match: RouteMatch,
  query: Readonly<Record<string, string>>,
): GuardAction[] {
  const actions: GuardAction[] = [{ type: 'storePb', pb }];
  const group = match.name === 'product' ? match.params.group : query.group;
  const product = match.name === 'product' ? match.params.product : query.product;
  if (product && group)
    return [...actions, { type: 'replace', path: pathFor('product', { pb, group, product }) }];
  if (product) actions.push(session('product', product));
  return [...actions, { type: 'replace', path: pathFor('home', { pb }) }];
}

/** Session keys of the invite, report and confirm links (docs/routes-and-guards.md#guards). */
function solicitationKeys(name: RouteName, query: Readonly<Record<string, string>>): GuardAction[] {
  const { id, token, user, review } = query;
  if (!id) return [];
  if (name === 'report') {
    return [
      session('report', 'true'),
      session('solicitationId', id),
      ...(user ? [session('userExists', user)] : []),
    ];
  }
  if (name === 'confirm') {
    return token
      ? [session('confirm', 'true'), session('solicitationId', id), session('solicitationToken', token)]
      : [];
  }
  // The link's own `user` flag wins; a review link without it names an existing user.
  const exists = user ?? review;
  return [
    session('invite', 'true'),
    session('solicitationId', id),
    ...(exists ? [session('userExists', exists)] : []),
    ...(review ? [session('review', review)] : []),
  ];
}

/**
 * The route guards of docs/routes-and-guards.md#guards as one pure function: what to store and where to go for an
 * address. The shell runs the actions in order.
 */
export function routeGuard(input: GuardInput): GuardAction[] {
  const { match, query } = input;
  if (!match) return [{ type: 'replace', path: pathFor('error') }];

  if (match.name === 'root') {
    return input.goBackLink
      ? [{ type: 'redirect', url: input.goBackLink }]
      : [{ type: 'replace', path: pathFor('error') }];
  }

  if (ERROR_ROUTES.includes(match.name)) {
    const actions: GuardAction[] = [{ type: 'clearStoredPb' }];
    if (match.name === 'error' && input.fromRoot && input.goBackLink) {
      actions.push({ type: 'redirect', url: input.goBackLink });
    }
    return actions;
  }

  const pb = match.params.pb ?? '';
  if (pb === PLACEHOLDER_PB || query.pb) {
    const chosen = (query.pb || input.storedPb || '').toLowerCase();
    if (!chosen || chosen === PLACEHOLDER_PB) return [{ type: 'replace', path: pathFor('error') }];
    return placeholderLanding(chosen, match, query);
  }

  if (!pb) {
    const raw = match.params.rawSlug;
    return [
      ...(raw ? [{ type: 'logError', message: `Slug de loja inválido: ${raw}` } as const] : []),
      { type: 'replace', path: pathFor('error') },
    ];
  }

  if (pb.toLowerCase() === DISABLED_PB) return [{ type: 'replace', path: pathFor('bloqueada') }];

  if (pb !== pb.toLowerCase()) {
    const lower = pb.toLowerCase();
    const segments = input.path.split('/');
    segments[2] = encodeURIComponent(lower);
    const search = queryString(query);
    const path = segments.join('/') + (search ? `?${search}` : '') + (input.hash ?? '');
    return [
      { type: 'storePb', pb: lower },
      { type: 'replace', path },
    ];
  }

  const actions: GuardAction[] = [{ type: 'storePb', pb }];
  const home: GuardAction = { type: 'replace', path: pathFor('home', { pb }) };

  if (match.name === 'about-offices' && !input.officeEdition) {
    return [...actions, { type: 'replace', path: pathFor('error') }];
  }

  if (SOLICITATION_ROUTES.includes(match.name))
    return [...actions, ...solicitationKeys(match.name, query), home];

  // The real-estate simulator reads its pairs once the address is stripped; others are not kept.
  if (match.name === 'simulador') {
    for (const key of REAL_ESTATE_QUERY_KEYS) {
      const value = query[key];
      if (value !== undefined) actions.push(session(key, value));
    }
  }

  if ('newuser' in query) actions.push(session('clickCreateNewAccount', 'true'));

  if (query.q) return [...actions, session('token', query.q), session('forceChangePassword', 'true'), home];

  const search = queryString(query);
  if (search && !KEEPS_QUERY.includes(match.name))
    actions.push({ type: 'replace', path: input.path + (input.hash ?? '') });

  return actions;
}

/** Offset of the scroll to a hash target (docs/routes-and-guards.md#route-table). */
export const HASH_SCROLL_OFFSET = 30;

export type ScrollTarget = { type: 'hash'; selector: string; offset: number } | { type: 'top' };

/** After each navigation: scroll to the hash with an offset of 30, otherwise to the top. */
export function scrollTarget(hash: string | null | undefined): ScrollTarget {
  return hash && hash !== '#'
    ? { type: 'hash', selector: hash, offset: HASH_SCROLL_OFFSET }
    : { type: 'top' };
}
