import type { PageEnvironment } from './environment.ts';

/** A page at `path` (its address only), for `useEnvironment({ page })`. */
export function pageAt(path: string): Pick<PageEnvironment, 'location'> {
  const url = new URL(path, 'https://loja.exemplo.com.br');
  return { location: () => ({ pathname: url.pathname, search: url.search, href: url.href }) };
}
