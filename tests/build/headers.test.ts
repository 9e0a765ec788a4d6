import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, readHeadersFile } from '../../scripts/lib/security-headers.ts';
import { staticHost } from '../../scripts/lib/static-host.ts';
import { OFFICE_EDITION_ONLY, ROUTES, shellFile } from '../../src/core/routes/route-table.ts';
import { builtBrands } from './built-brands.ts';

/**
 * Every route of each build, answered by the same host the servers run (in process, no browser),
 * carries the Content-Security-Policy and the other headers the build wrote for CDNs (`_headers`),
 * and the policy lets exactly the shell's inline scripts run. Loading each page under that policy
 * without a violation is the route walk's part (tests/walk.spec.ts).
 */

/** An address per route, with the demo store's parameters. */
const PARAMS: Record<string, string> = {
  pb: 'ana-souza',
  group: 'emprestimos',
  product: '1',
  segment: 'pf',
  brand: 'horizonte',
};
const addresses = ROUTES.filter((route) => route.path !== '/').map((route) => ({
  ...route,
  address: route.path.replace(/:(\w+)/g, (_, key: string) => PARAMS[key] ?? 'x'),
}));

describe.each(builtBrands())('security headers of the build of $brand.id', ({ brand, dist }) => {
  const built = readHeadersFile(dist);
  const policy = built?.['Content-Security-Policy'] ?? '';

  it('writes a policy without inline scripts that forbids framing', () => {
    expect(built, `${dist}/_headers`).not.toBeNull();
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it.each(addresses.filter((route) => brand.officeEdition || !OFFICE_EDITION_ONLY.includes(route.name)))(
    '$address carries the built headers and hashes its inline scripts',
    async ({ address, shell }) => {
      const host = staticHost(dist, { officeEdition: brand.officeEdition });
      const { headers } = await host.request(address);
      expect(headers.get('content-security-policy')).toBe(policy);
      expect(headers.get('referrer-policy')).toBe(built?.['Referrer-Policy']);
      expect(headers.get('permissions-policy')).toBe(built?.['Permissions-Policy']);
      expect(headers.get('x-frame-options')).toBe('DENY');
      const html = readFileSync(join(dist, shellFile(shell)), 'utf8');
      for (const hash of inlineScriptHashes(html)) expect(policy, shell).toContain(hash);
    },
  );
});
