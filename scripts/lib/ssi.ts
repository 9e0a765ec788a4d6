/**
 * The server-side includes of the shells, as nginx's SSI module performs them: `block` / `endblock`
 * define stubs, `include virtual="…" stub="…"` is replaced by the fragment's body (whatever its
 * status), or by the stub when it has no body or fails. Only what the shells use: `$request_uri` in the address.
 */

export interface Fragment {
  status: number;
  body: string;
}

export interface IncludeOptions {
  /** The page's own address (path and query), for `$request_uri`. */
  requestUri: string;
  /** Answers one fragment address. */
  fetchFragment: (path: string) => Promise<Fragment>;
  /** After this, the shell goes out as a host without includes serves it. */
  budgetMs: number;
}

const BLOCK = /<!--# block name="([\w-]+)" -->([\s\S]*?)<!--# endblock -->/g;
const INCLUDE = /<!--# include virtual="([^"]*)"(?: stub="([\w-]+)")? -->/g;
/** Only fragment addresses: a shell cannot make the server fetch anything else. */
const ALLOWED = /^\/fragments\//;

const addressOf = (virtual: string, requestUri: string) =>
  virtual.replace(/\$\{?request_uri\}?/g, requestUri);

/** Whether a shell has anything to include (most files do not: they go out untouched). */
export const hasIncludes = (html: string): boolean => html.includes('<!--# include ');

/**
 * The shell with its includes done, or the shell unchanged when they do not all arrive within the
 * budget (its comments are then inert: the islands and the early painters draw the page).
 */
export async function applyIncludes(html: string, options: IncludeOptions): Promise<string> {
  const stubs = new Map<string, string>();
  for (const [, name, content] of html.matchAll(BLOCK)) stubs.set(name as string, content as string);
  const includes = [...html.matchAll(INCLUDE)].map(([, virtual, stub]) => ({
    address: addressOf(virtual as string, options.requestUri),
    stub: stub ? (stubs.get(stub) ?? '') : '',
  }));
  const fetched = Promise.all(
    includes.map(async ({ address, stub }) => {
      if (!ALLOWED.test(address)) return stub;
      const fragment = await options.fetchFragment(address).catch(() => null);
      // As nginx: the stub stands in for a fragment without a body (or that never came).
      return fragment?.body ? fragment.body : stub;
    }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), options.budgetMs);
  });
  const bodies = await Promise.race([fetched, late]).finally(() => clearTimeout(timer));
  if (!bodies) return html;
  let next = 0;
  return html.replace(BLOCK, '').replace(INCLUDE, () => bodies[next++] ?? '');
}

/**
 * The includes of a server that has the services in its process (`npm start`): fragments are
 * asked of `fetch`; a budget of 0 serves the shells as a host without includes.
 */
export function serviceIncludes(
  fetch: (request: Request) => Response | Promise<Response>,
  budgetMs: number,
): (html: string, requestUri: string) => Promise<string> {
  const fetchFragment = async (path: string) => {
    const res = await fetch(new Request(`http://localhost${path}`));
    return { status: res.status, body: await res.text() };
  };
  return (html, requestUri) =>
    budgetMs > 0 && hasIncludes(html)
      ? applyIncludes(html, { requestUri, fetchFragment, budgetMs })
      : Promise.resolve(html);
}
