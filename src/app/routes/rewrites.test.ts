import { describe, expect, it } from 'vitest';
import { nginxSnippet, redirectsFile, rewriteRules } from './rewrites.ts';

describe('host rewrites', () => {
  it('serve each route shape with its shell, most specific first', () => {
    const rules = rewriteRules({ officeEdition: true });
    const paths = rules.map((r) => r.path);
    expect(paths.indexOf('/pb/:pb/perfil')).toBeLessThan(paths.indexOf('/pb/:pb/:group'));
    expect(paths.indexOf('/pb/:pb/cartoes/:brand')).toBeLessThan(paths.indexOf('/pb/:pb/:group/:product'));
    expect(rules.find((r) => r.path === '/')).toEqual({ path: '/', target: '/404?de=raiz', status: 302 });
    expect(rules.at(-1)).toEqual({ path: '/*', target: '/404.html', status: 404 });
    expect(rules.find((r) => r.path === '/pb/:pb/sobre-escritorios')?.target).toBe(
      '/shell/about-offices/index.html',
    );
  });

  it('send sobre-escritorios to 404 when the office edition is off', () => {
    const rule = rewriteRules({ officeEdition: false }).find((r) => r.path === '/pb/:pb/sobre-escritorios');
    expect(rule).toEqual({ path: '/pb/:pb/sobre-escritorios', target: '/404.html', status: 404 });
  });

  it('render as _redirects lines and nginx locations', () => {
    const redirects = redirectsFile({ officeEdition: false });
    expect(redirects).toContain('/pb/:pb/:group/:product  /shell/product/index.html  200');
    expect(redirects).toContain('/  /404?de=raiz  302');
    const nginx = nginxSnippet({ officeEdition: false });
    expect(nginx).toContain(
      'location ~ ^/pb/[^/]+/[^/]+/[^/]+/?$ { try_files $uri $uri/index.html /shell/product/index.html; }',
    );
    expect(nginx).toContain('location ~ ^/pb/[^/]+/sobre-escritorios/?$ { return 404; }');
  });

  it("turn the shells' includes on in nginx, the fragments proxied to the services and cached briefly", () => {
    const nginx = nginxSnippet({ officeEdition: true });
    expect(nginx).toContain('ssi on;\nssi_silent_errors on;\n');
    expect(nginx).toMatch(
      /location \^~ \/fragments\/ \{\n {4}proxy_pass http:\/\/vitrine_services;[\s\S]*proxy_cache vitrine_fragments;/,
    );
    expect(nginx).toContain('proxy_read_timeout 1s;');
  });
});
