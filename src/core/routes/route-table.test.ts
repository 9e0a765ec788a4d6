import { describe, expect, it } from 'vitest';
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
