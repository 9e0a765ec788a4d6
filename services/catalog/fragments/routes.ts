import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { resolveRoute } from '../../../src/core/routes/route-table.ts';
import { FRAGMENT_PARTS, type FragmentPart } from '../../../src/features/catalog/contract/fragments.ts';
import { prefetchPlan } from '../../../src/features/catalog/rules/prefetch-plan.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { microCache } from '../../http/micro-cache.ts';
import { withoutValues } from '../../log/log-text.ts';
import { lateFragments } from '../../metrics/registry.ts';
import { brandBook, type FragmentBrand } from './brands.ts';
import {
  bannerFragment,
  crumbsFragment,
  disclaimerFragment,
  type EarlyAnswer,
  footerFragment,
  headFragment,
  headingFragment,
  linksFragment,
  logoFragment,
  type PageData,
  stripFragment,
  titleFragment,
} from './render.ts';

/**
 * Fragments are shared by every visitor of a page: browsers and the reverse proxy keep them as
 * long as the store reads they are made of, and serve them stale while one request revalidates.
 */
export const FRAGMENT_CACHE = 'public, max-age=30, stale-while-revalidate=60';

/** How long the proxy waits for an include before it sends the stub (`proxy_read_timeout` in src/app/routes/rewrites.ts). */
const INCLUDE_BUDGET_MS = 1000;

/** Reads one of the services' own JSON answers (through the app, so its read cache serves it). */
export type ReadOwn = (path: string) => Promise<Response>;

const RENDER: Record<
  FragmentPart,
  (brand: FragmentBrand, page: PageData, origin: string, path: string) => string
> = {
  head: headFragment,
  banner: bannerFragment,
  heading: headingFragment,
  logo: logoFragment,
  footer: footerFragment,
  links: linksFragment,
  disclaimer: disclaimerFragment,
  title: titleFragment,
  strip: stripFragment,
  crumbs: crumbsFragment,
};

/** The early calls of a store page (the header's prefetch plan) and their answers. */
async function pageData(path: string, read: ReadOwn): Promise<PageData | null> {
  const route = resolveRoute(path);
  const pb = route?.params.pb?.toLowerCase();
  if (!route || !pb || !/^[a-z0-9-]{1,80}$/.test(pb)) return null;
  const params: Record<string, string> = { ...route.params, pb };
  const plan = prefetchPlan();
  const fill = (template: string, encode: boolean) =>
    template.replace(/\{(\w+)\}/g, (_, name: string) =>
      encode ? encodeURIComponent(params[name] ?? '') : (params[name] ?? ''),
    );
  const calls = [...plan.store, ...(plan.byPage[route.name] ?? [])];
  const answers = await Promise.all(
    calls.map(async (call): Promise<[string, EarlyAnswer]> => {
      const res = await read(fill(call.url, true));
      const data: unknown = await res.json().catch(() => null);
      return [fill(call.key, false), { ok: res.ok, status: res.status, data }];
    }),
  );
  return { route, pb, answers: Object.fromEntries(answers) };
}

/**
 * `GET /fragments/{brand}/{part}{page path}`: one part of a store page as HTML, in the words of the
 * brand the shell was built for, or of the store's white-label company. An unknown store answers
 * 404 with what its page needs to show its error screen; an unknown brand, part or page 404 empty.
 */
export function fragmentRoutes({ config, log }: Deps, read: ReadOwn): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const brands = brandBook();
  const cache = microCache(config.storeCacheSeconds * 1000);
  app.use('*', async (_c, next) => {
    const started = performance.now();
    await next();
    if (performance.now() - started > INCLUDE_BUDGET_MS) lateFragments.inc();
  });
  app.use('*', etag(), cache.keyedBy([]));
  // A fragment that fails answers no body (the host shows the stub; nginx tries the next process):
  // an error's JSON must never land inside a page.
  app.onError((error, c) => {
    log.error({ req_id: c.get('requestId'), err: withoutValues(String(error)) }, 'fragments: parte falhou');
    return c.body(null, 503);
  });
  app.get('/:brand/:part/*', async (c) => {
    const brand = brands.byId(c.req.param('brand'));
    const part = c.req.param('part') as FragmentPart;
    const url = new URL(c.req.url);
    const prefix = `/fragments/${c.req.param('brand')}/${part}`;
    const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : '';
    const page = brand && FRAGMENT_PARTS.includes(part) ? await pageData(path, read) : null;
    // A read the services could not answer (the database is down): the stub, uncached, rather
    // than a page painted without its data and kept by the proxy for its max-age.
    if (page && Object.values(page.answers).some((answer) => answer.status >= 500)) return c.body(null, 503);
    const headers = { 'Cache-Control': FRAGMENT_CACHE };
    if (!brand || !page) return c.html('', 404, headers);
    const origin = config.publicOrigin || url.origin;
    const html = RENDER[part](brand, page, origin, path);
    // Nothing to paint: no body at all, so an including host shows the shell's stub there.
    if (!html) return c.body(null, 204, headers);
    return c.html(html, page.answers.marketplace?.status === 404 ? 404 : 200, headers);
  });
  return app;
}
