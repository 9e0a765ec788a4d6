import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiOrigins,
  buildScriptHashes,
  HEADERS_FILE,
  headersFile,
  inlineScriptHashes,
  nginxHeaders,
  readHeadersFile,
  securityHeaders,
} from './security-headers.ts';
import { staticHost } from './static-host.ts';

const INLINE = 'window.__brand = "offices";';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let root: string;
beforeAll(() => {
  // A build in miniature: a shell with an inline script, the error page, the headers file.
  root = mkdtempSync(join(tmpdir(), 'static-host-'));
  mkdirSync(join(root, 'shell', 'home'), { recursive: true });
  writeFileSync(
    join(root, 'shell', 'home', 'index.html'),
    `<!doctype html><html lang="pt-BR"><script>${INLINE}</script><script type="module" src="/_astro/a.js"></script><script type="application/json">{"a":1}</script></html>`,
  );
  writeFileSync(
    join(root, '404.html'),
    '<!doctype html><html lang="pt-BR"><h1>Página não encontrada</h1></html>',
  );
  mkdirSync(join(root, '_astro'));
  writeFileSync(join(root, '_astro', 'a.js'), 'export const a = 1;');
  writeFileSync(join(root, HEADERS_FILE), headersFile(securityHeaders(buildScriptHashes(root))));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('security headers from the built pages', () => {
  it('hash exactly the inline scripts the browser runs', () => {
    expect(
      inlineScriptHashes(
        `<script>${INLINE}</script><script type="module">import "/x.js";</script><script src="/a.js"></script><script type="application/ld+json">{}</script>`,
      ),
    ).toEqual([sha(INLINE), sha('import "/x.js";')]);
    expect(buildScriptHashes(root)).toEqual([sha(INLINE)]);
  });

  it('let a brand with an analytics tag load it and send to it, and nothing else from outside', () => {
    const csp = securityHeaders([sha(INLINE)], { analytics: true })['Content-Security-Policy'] ?? '';
    expect(csp).toContain(`script-src 'self' ${sha(INLINE)} https://www.googletagmanager.com;`);
    expect(csp).toContain(
      "connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com",
    );
  });

  it('write a policy without unsafe-inline scripts that forbids framing, for CDNs and nginx', () => {
    const headers = securityHeaders([sha(INLINE)], {
      services: apiOrigins({ PUBLIC_STORE_API: 'https://api.exemplo.com.br/store' }),
    });
    const csp = headers['Content-Security-Policy'] ?? '';
    expect(csp).toContain(`script-src 'self' ${sha(INLINE)}`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' https://api.exemplo.com.br");
    expect(csp).not.toContain('googletagmanager');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(readHeadersFile(root)?.['Content-Security-Policy']).toContain(sha(INLINE));
    expect(nginxHeaders(headers)).toContain(`add_header Content-Security-Policy "${csp}" always;`);
  });
});

describe('static host', () => {
  const app = () => staticHost(root, { officeEdition: true });

  it('serves pages with the headers the build wrote', async () => {
    const res = await app().request('/pb/ana-souza');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain(sha(INLINE));
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('geolocation=()');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves bundles with their type, cached for good, and pages revalidated', async () => {
    const bundle = await app().request('/_astro/a.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(bundle.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await bundle.text()).toBe('export const a = 1;');
    const shell = await app().request('/shell/home/');
    expect(shell.headers.get('content-type')).toMatch(/^text\/html/);
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    const missing = await app().request('/_astro/missing.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers the 404 page to addresses that are not valid UTF-8 or carry NUL', async () => {
    for (const path of ['/pb/%ff', '/%ff', '/pb/ana%E0%A4%A/perfil', '/shell/home/%00', '/pb/%']) {
      const res = await app().request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Página não encontrada');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});
