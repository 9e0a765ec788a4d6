import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { inlineScriptHashes, readHeadersFile } from '../scripts/lib/security-headers.ts';
import { OFFICE_EDITION_ONLY, ROUTES, shellFile } from '../src/routes/route-table.ts';
import type { RouteName } from '../src/routes/types.ts';
import { expect, skipUnlessLongFlowBrand, test } from './fixtures.ts';

/**
 * Every shell of the build, loaded through the local server, runs under the Content-Security-Policy
 * the build wrote for CDNs (`_headers`) without a single violation.
 */

const distDir = process.env.DIST_DIR ?? 'dist';

/** Violations the pages report (across navigations), and the console's CSP errors. */
async function watchViolations(page: Page): Promise<() => string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      seen.push(`${page.url()}: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return () => [...seen];
}

/** An address of each route, with the demo store and real catalog ids where the route takes them. */
async function addresses(page: Page): Promise<{ name: RouteName; path: string; shell: string }[]> {
  const groups = (await (await page.request.get('/api/store/pb/ana-souza/productgroups/')).json()) as {
    slug: string;
    items: { id: number }[];
  }[];
  const group = groups.find((g) => g.items.length > 0);
  const params: Record<string, string> = {
    pb: 'ana-souza',
    group: group?.slug ?? 'emprestimos',
    product: String(group?.items[0]?.id ?? 1),
    segment: 'pf',
    brand: 'horizonte',
  };
  return ROUTES.filter((route) => route.path !== '/').map((route) => ({
    name: route.name,
    shell: route.shell,
    path: route.path.replace(/:(\w+)/g, (_, key: string) => params[key] ?? 'x'),
  }));
}

test.describe('Content-Security-Policy of the built shells', () => {
  test('every page carries the built policy and loads without a violation', async ({
    page,
    context,
    brandId,
    brand,
  }) => {
    skipUnlessLongFlowBrand(brandId);
    // About 30 routes, each in a fresh tab until the network is idle: minutes on a 2-core machine.
    test.setTimeout(600_000);
    const built = readHeadersFile(join(distDir, brandId));
    expect(built, `${distDir}/${brandId}/_headers`).not.toBeNull();
    const policy = built?.['Content-Security-Policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);

    for (const route of await addresses(page)) {
      if (!brand.officeEdition && OFFICE_EDITION_ONLY.includes(route.name)) continue;
      const headers = (await page.request.get(route.path)).headers();
      expect(headers['content-security-policy'], route.path).toBe(policy);
      expect(headers['referrer-policy'], route.path).toBe(built?.['Referrer-Policy']);
      expect(headers['permissions-policy'], route.path).toBe(built?.['Permissions-Policy']);
      expect(headers['x-frame-options'], route.path).toBe('DENY');
      const shellHtml = readFileSync(join(distDir, brandId, shellFile(route.shell)), 'utf8');
      for (const hash of inlineScriptHashes(shellHtml)) expect(policy, route.shell).toContain(hash);
      // A tab per page: some shells move on by themselves later (an invitation without its data
      // goes home), which must not cut the next page's load.
      const tab = await context.newPage();
      const violations = await watchViolations(tab);
      await tab.goto(route.path, { waitUntil: 'commit' });
      await tab.waitForLoadState('networkidle');
      expect(violations(), route.path).toEqual([]);
      await tab.close();
    }
  });

  test('a script the build did not write is refused and reported', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/pb/ana-souza', { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
    });
    await expect.poll(() => violations().length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  });
});
