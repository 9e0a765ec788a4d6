import { describe, expect, it } from 'vitest';
import { nginxSnippet, redirectsFile, rewriteRules } from '../../app/routes/rewrites.ts';
import { currentPb, currentRoute, pathFor, resolveRoute } from './route-table.ts';

describe('route table', () => {
  it.each([
    ['/', 'root', {}],
    ['/404', 'error', {}],
    ['/lojabloqueada', 'bloqueada', {}],
    ['/pb/ana-souza', 'home', { pb: 'ana-souza' }],
    ['/pb/ana-souza/', 'home', { pb: 'ana-souza' }],
    ['/pb/ana-souza/convite/', 'invite', { pb: 'ana-souza' }],
    ['/pb/ana-souza/report-invite/', 'report', { pb: 'ana-souza' }],
    ['/pb/ana-souza/confirm/', 'confirm', { pb: 'ana-souza' }],
    ['/pb/x/simulador/financiamento-imobiliario/97', 'simulador', { pb: 'x', product: '97' }],
    ['/pb/x/simulador/consorcio/117', 'simulador-consorcio', { pb: 'x', product: '117' }],
    ['/pb/x/perfil', 'perfil', { pb: 'x' }],
    ['/pb/x/analytics', 'analytics', { pb: 'x' }],
    ['/pb/x/qrcode', 'qrcode', { pb: 'x' }],
    ['/pb/x/he/uci', 'he', { pb: 'x', brand: 'uci' }],
    ['/pb/x/emprestimo-empresarial', 'business-loan', { pb: 'x' }],
    ['/pb/x/emprestimo-empresarial-antigo', 'business-loan', { pb: 'x' }],
    ['/pb/x/saiba-mais/porto', 'learn-more', { pb: 'x', brand: 'porto' }],
    ['/pb/x/cartoes/y', 'cards', { pb: 'x', brand: 'y' }],
    ['/pb/x/financiamento/uci', 'financing', { pb: 'x', brand: 'uci' }],
    ['/pb/x/beneficio/consiga', 'benefits', { pb: 'x', brand: 'consiga' }],
    ['/pb/x/emprestimo/optafx', 'loan', { pb: 'x', brand: 'optafx' }],
    ['/pb/x/previdencia/nnseg', 'foresight', { pb: 'x', brand: 'nnseg' }],
    ['/pb/x/seguros/porto', 'insurance', { pb: 'x', brand: 'porto' }],
    ['/pb/x/consorcio/', 'consortium', { pb: 'x' }],
    ['/pb/x/sobre-escritorios', 'about-offices', { pb: 'x' }],
    ['/pb/x/solicitation/', 'solicitation', { pb: 'x' }],
    ['/pb/x/emprestimos', 'name', { pb: 'x', group: 'emprestimos' }],
    ['/pb/x/emprestimos/55', 'product', { pb: 'x', group: 'emprestimos', product: '55' }],
    ['/pb/x/emprestimos/segment/pj', 'group-segment', { pb: 'x', group: 'emprestimos', segment: 'pj' }],
  ])('%s is %s', (path, name, params) => {
    const match = resolveRoute(path);
    expect(match?.name).toBe(name);
    expect(match?.params).toEqual(params);
  });

  it('fixed segments win over parameters', () => {
    expect(resolveRoute('/pb/x/perfil')?.name).toBe('perfil');
    expect(resolveRoute('/pb/x/cartoes/y')?.name).toBe('cards');
    expect(resolveRoute('/pb/x/cartoes')?.name).toBe('name');
    expect(resolveRoute('/pb/x/segment/pj')?.name).toBe('product');
  });

  it('unknown addresses resolve to nothing', () => {
    expect(resolveRoute('/foo')).toBeNull();
    expect(resolveRoute('/pb')).toBeNull();
    expect(resolveRoute('/pb/x/a/b/c/d/e')).toBeNull();
  });

  it('decodes parameters and builds paths back', () => {
    expect(resolveRoute('/pb/jos%C3%A9')?.params.pb).toBe('josé');
    expect(pathFor('product', { pb: 'ana-souza', group: 'emprestimos', product: 55 })).toBe(
      '/pb/ana-souza/emprestimos/55',
    );
    expect(() => pathFor('product', { pb: 'x' })).toThrow(/group/);
  });
});

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

describe('the page address', () => {
  it('is read from the location given, and the banker slug lowercased', () => {
    expect(currentRoute({ pathname: '/pb/Ana/produto/73' })?.name).toBe('product');
    expect(currentPb({ pathname: '/pb/Ana/produto/73' })).toBe('ana');
    expect(currentPb({ pathname: '/lojabloqueada' })).toBeNull();
  });

  it('is null outside a browser', () => {
    expect(currentRoute(undefined)).toBeNull();
    expect(currentPb(undefined)).toBeNull();
  });
});
