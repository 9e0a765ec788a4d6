import type { AddressStripRule } from '../../../core/brand/page-chrome.ts';
import type { PrefetchPlan } from '../rules/prefetch-plan.ts';

/**
 * The store's own calls, started while the page still parses, before any island code arrives
 * (src/core/context/prefetch.ts hands them over to the stores). Runs as the header's inline script:
 * the build writes this function's text, minified, with its data (src/app/layout/Header.astro),
 * so it reads nothing outside itself.
 */
export function startEarlyRequests(plan: PrefetchPlan, strip: AddressStripRule, dataId: string): void {
  const parts = location.pathname.split('/').filter(Boolean);
  let page: string | null = null;
  let params: Record<string, string> = {};
  for (const candidate of plan.pages) {
    if (candidate.segments.length !== parts.length) continue;
    const found: Record<string, string> = {};
    const same = candidate.segments.every((segment, j) => {
      let part = parts[j] as string;
      try {
        part = decodeURIComponent(part);
      } catch {
        // A malformed escape is read as written.
      }
      if (segment.charAt(0) !== ':') return segment === part;
      found[segment.slice(1)] = part;
      return true;
    });
    if (same) {
      page = candidate.name;
      params = found;
      break;
    }
  }
  if (!page || !params.pb) return;
  const root = document.documentElement;
  if ((strip[page as keyof AddressStripRule] ?? []).includes(Number(params.product)))
    root.dataset.stripHidden = '';
  params.pb = params.pb.toLowerCase();
  // The answers the host already wrote into the page (its data block), for this store only.
  let given: { pb?: string; answers?: Record<string, unknown> } | null = null;
  try {
    given = JSON.parse(document.getElementById(dataId)?.textContent ?? 'null');
  } catch {
    given = null;
  }
  const answers = given && given.pb === params.pb && given.answers ? given.answers : {};
  const market = answers.marketplace as { ok?: boolean; data?: { whitelabel?: boolean } } | undefined;
  // The brand's own chrome is right from the first paint once the store is known not to be white-label.
  if (!(market?.ok && market.data && !market.data.whitelabel)) root.dataset.chromePending = '';
  const fill = (template: string, encode: boolean) =>
    template.replace(/\{(\w+)\}/g, (_, name: string) =>
      encode ? encodeURIComponent(params[name] as string) : (params[name] as string),
    );
  const get = (url: string) =>
    fetch(url, { headers: { Accept: 'application/json', 'Accept-Language': 'pt-BR' } }).then(
      (response) =>
        response.json().then(
          (data) => ({ ok: response.ok, status: response.status, data }),
          () => ({ ok: response.ok, status: response.status, data: null }),
        ),
      () => ({ ok: false, status: 0, data: null }),
    );
  const early: Record<string, unknown> = { pb: params.pb };
  for (const call of plan.store.concat(plan.byPage[page as keyof PrefetchPlan['byPage']] ?? [])) {
    const key = fill(call.key, false);
    early[key] = answers[key] ? Promise.resolve(answers[key]) : get(fill(call.url, true));
  }
  (window as { __storePrefetch?: unknown }).__storePrefetch = early;
}
