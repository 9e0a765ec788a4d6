import type { RouteMatch, RouteName } from './types.ts';

/**
 * One row of the route table (docs/routes-and-guards.md#route-table). `path` uses `:name` for parameters; `shell` is the
 * static page (one per screen, not per banker) that a host serves for the address.
 */
export interface RouteDef {
  name: RouteName;
  path: string;
  shell: string;
}

/** The route table, written once: shells, browser parsing and host rewrites all come from it. */
export const ROUTES: readonly RouteDef[] = [
  { name: 'root', path: '/', shell: 'index' },
  { name: 'error', path: '/404', shell: '404' },
  { name: 'bloqueada', path: '/lojabloqueada', shell: 'lojabloqueada' },
  { name: 'home', path: '/pb/:pb', shell: 'shell/home' },
  { name: 'invite', path: '/pb/:pb/convite', shell: 'shell/home' },
  { name: 'report', path: '/pb/:pb/report-invite', shell: 'shell/home' },
  { name: 'confirm', path: '/pb/:pb/confirm', shell: 'shell/home' },
  {
    name: 'simulador',
    path: '/pb/:pb/simulador/financiamento-imobiliario/:product',
    shell: 'shell/simulador',
  },
  {
    name: 'simulador-consorcio',
    path: '/pb/:pb/simulador/consorcio/:product',
    shell: 'shell/simulador-consorcio',
  },
  { name: 'perfil', path: '/pb/:pb/perfil', shell: 'shell/perfil' },
  { name: 'analytics', path: '/pb/:pb/analytics', shell: 'shell/analytics' },
  { name: 'qrcode', path: '/pb/:pb/qrcode', shell: 'shell/qrcode' },
  { name: 'he', path: '/pb/:pb/he/:brand', shell: 'shell/he' },
  { name: 'business-loan', path: '/pb/:pb/emprestimo-empresarial', shell: 'shell/business-loan' },
  { name: 'business-loan', path: '/pb/:pb/emprestimo-empresarial-antigo', shell: 'shell/business-loan' },
  { name: 'learn-more', path: '/pb/:pb/saiba-mais/:brand', shell: 'shell/learn-more' },
  { name: 'cards', path: '/pb/:pb/cartoes/:brand', shell: 'shell/family-request' },
  { name: 'financing', path: '/pb/:pb/financiamento/:brand', shell: 'shell/family-request' },
  { name: 'benefits', path: '/pb/:pb/beneficio/:brand', shell: 'shell/family-request' },
  { name: 'loan', path: '/pb/:pb/emprestimo/:brand', shell: 'shell/family-request' },
  { name: 'foresight', path: '/pb/:pb/previdencia/:brand', shell: 'shell/family-request' },
  { name: 'insurance', path: '/pb/:pb/seguros/:brand', shell: 'shell/family-request' },
  { name: 'consortium', path: '/pb/:pb/consorcio', shell: 'shell/consortium' },
  { name: 'about-offices', path: '/pb/:pb/sobre-escritorios', shell: 'shell/about-offices' },
  { name: 'solicitation', path: '/pb/:pb/solicitation', shell: 'shell/solicitation' },
  { name: 'requests', path: '/pb/:pb/minhas-solicitacoes', shell: 'shell/minhas-solicitacoes' },
  { name: 'offers', path: '/pb/:pb/ofertas', shell: 'shell/ofertas' },
  { name: 'name', path: '/pb/:pb/:group', shell: 'shell/group' },
  { name: 'group-segment', path: '/pb/:pb/:group/segment/:segment', shell: 'shell/group' },
  { name: 'product', path: '/pb/:pb/:group/:product', shell: 'shell/product' },
];

/** Shells that only exist where the brand's office-edition flag is on. */
export const OFFICE_EDITION_ONLY: readonly RouteName[] = ['about-offices'];

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * Orders routes so that, at each segment, a fixed segment beats a parameter
 * (`/pb/x/perfil` is the profile, never the group `perfil`).
 */
function compareSpecificity(a: RouteDef, b: RouteDef): number {
  const sa = segmentsOf(a.path);
  const sb = segmentsOf(b.path);
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const pa = (sa[i] as string).startsWith(':');
    const pb = (sb[i] as string).startsWith(':');
    if (pa !== pb) return pa ? 1 : -1;
  }
  return sb.length - sa.length;
}

/** The table in matching order: most specific first. Hosts' rewrite rules follow this order too. */
export const ROUTES_BY_PRECEDENCE: readonly RouteDef[] = [...ROUTES].sort(compareSpecificity);

function matchDef(def: RouteDef, parts: string[]): Record<string, string> | null {
  const pattern = segmentsOf(def.path);
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const seg = pattern[i] as string;
    const part = parts[i] as string;
    if (seg.startsWith(':')) params[seg.slice(1)] = part;
    else if (seg !== part) return null;
  }
  return params;
}

function decodeSegment(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Resolves an address (path only; trailing slash optional) to its screen, or null when unknown. */
export function resolveRoute(pathname: string): (RouteMatch & { def: RouteDef }) | null {
  const parts = segmentsOf(pathname).map(decodeSegment);
  for (const def of ROUTES_BY_PRECEDENCE) {
    const params = matchDef(def, parts);
    if (params) return { name: def.name, params, def };
  }
  return null;
}

/**
 * The screen of the page's own address: the one place the browser's address is read and parsed.
 * `at` is the page's location (a test's or another window's); null outside a browser.
 */
export function currentRoute(
  at: Pick<Location, 'pathname'> | undefined = globalThis.location,
): (RouteMatch & { def: RouteDef }) | null {
  return at ? resolveRoute(at.pathname) : null;
}

/** The banker slug of the page's address, lowercased as the services key it (`/pb/Ana` is `ana`). */
export function currentPb(at: Pick<Location, 'pathname'> | undefined = globalThis.location): string | null {
  return currentRoute(at)?.params.pb?.toLowerCase() ?? null;
}

/** Builds an address from a route name and its parameters (first table row of that name). */
export function pathFor(name: RouteName, params: Record<string, string | number> = {}): string {
  const def = ROUTES.find((r) => r.name === name);
  if (!def) throw new Error(`unknown route ${name}`);
  return def.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`route ${name} needs parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** Distinct shells, in table order. */
export function shellNames(): string[] {
  return [...new Set(ROUTES.map((r) => r.shell))];
}

/** The shell a built page is, from its address in the build (`/shell/product/` is `shell/product`). */
export function shellOfPage(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, '').replace(/\.html$/, '') || 'index';
}

/** The HTML file of a shell inside a brand's output folder. */
export function shellFile(shell: string): string {
  return shell === 'index' ? '/index.html' : shell === '404' ? '/404.html' : `/${shell}/index.html`;
}
