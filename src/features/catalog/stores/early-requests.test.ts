// @vitest-environment happy-dom
import { minifySync } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stripRuleForAddress } from '../../../core/brand/page-chrome.ts';
import { ROUTES } from '../../../core/routes/route-table.ts';
import { prefetchPlan } from '../rules/prefetch-plan.ts';
import { startEarlyRequests } from './early-requests.ts';

type Early = Record<string, unknown> & { pb?: string };
const early = () => (window as { __storePrefetch?: Early }).__storePrefetch;

/** Runs the script as the header writes it: the function's own text, minified, with its data. */
function runInline(path: string, dataBlock?: unknown): string[] {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = dataBlock
    ? `<script type="application/json" id="store-data">${JSON.stringify(dataBlock)}</script>`
    : '';
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return new Response('{}', { status: 200 });
    }),
  );
  const code = `(${startEarlyRequests})(${JSON.stringify(prefetchPlan())},${JSON.stringify(stripRuleForAddress(ROUTES))},"store-data")`;
  new Function(minifySync('early-requests.js', code).code)();
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { __storePrefetch?: unknown }).__storePrefetch;
  delete document.documentElement.dataset.stripHidden;
  delete document.documentElement.dataset.chromePending;
});

describe('early requests of a store page', () => {
  it("asks a product page's calls with the address's parameters, and keys them for the stores", () => {
    const asked = runInline('/pb/Ana-Souza/emprestimos/1');
    expect(asked).toEqual([
      '/api/store/pb/ana-souza/marketplace/',
      '/api/auth/person/v2/pbprofile/ana-souza/',
      '/api/store/pb/ana-souza/product/1/',
      '/api/store/pb/ana-souza/productgroups/emprestimos/',
    ]);
    expect(Object.keys(early() ?? {})).toEqual([
      'pb',
      'marketplace',
      'banker',
      'product:1',
      'group:emprestimos',
    ]);
    expect(early()?.pb).toBe('ana-souza');
    expect(document.documentElement.dataset.chromePending).toBe('');
  });

  it("takes the host's answers instead of asking, and paints the brand's chrome at once", async () => {
    const marketplace = { ok: true, status: 200, data: { whitelabel: false } };
    const asked = runInline('/pb/ana-souza', { pb: 'ana-souza', answers: { marketplace } });
    expect(asked).toEqual(['/api/auth/person/v2/pbprofile/ana-souza/', '/api/store/carousel/ana-souza/']);
    await expect(early()?.marketplace).resolves.toEqual(marketplace);
    expect(document.documentElement.dataset.chromePending).toBeUndefined();
  });

  it('hides the strip before first paint where the address alone decides it, and asks nothing off the store pages', () => {
    runInline('/pb/ana-souza/simulador/financiamento-imobiliario/97');
    expect(document.documentElement.dataset.stripHidden).toBe('');
    delete (window as { __storePrefetch?: unknown }).__storePrefetch;
    expect(runInline('/404')).toEqual([]);
    expect(early()).toBeUndefined();
  });
});
