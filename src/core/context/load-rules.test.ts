import { describe, expect, it } from 'vitest';
import type { RouteName } from '../routes/types.ts';
import {
  bankerAction,
  groupAction,
  isKnownGroup,
  isProductNotFound,
  type LoadAction,
  type LoadOutcome,
  marketplaceAction,
  productAction,
} from './load-rules.ts';

const ok = <T>(value: T): LoadOutcome<T> => ({ ok: true, value });
const failed = (status: number, detail?: string): LoadOutcome<never> => ({
  ok: false,
  failure: { status, detail },
});
const stay: LoadAction = { kind: 'stay' };
const goHome: LoadAction = { kind: 'go', to: 'home', clearSession: false };

describe('marketplace load (docs/catalog-and-store.md#marketplace-and-product-load)', () => {
  const cases: [string, RouteName | null, LoadOutcome<{ disabled: boolean }>, LoadAction][] = [
    ['an active store stays', 'home', ok({ disabled: false }), stay],
    [
      'a disabled store goes to the blocked page',
      'home',
      ok({ disabled: true }),
      { kind: 'go', to: 'bloqueada', clearSession: false },
    ],
    [
      'a disabled store blocks every screen',
      'product',
      ok({ disabled: true }),
      { kind: 'go', to: 'bloqueada', clearSession: false },
    ],
    [
      'an unknown banker clears the session and goes to the error route',
      'home',
      failed(404),
      { kind: 'go', to: 'error', clearSession: true },
    ],
    ['a network failure does the same', 'name', failed(0), { kind: 'go', to: 'error', clearSession: true }],
    ['nothing happens on the blocked page', 'bloqueada', failed(500), stay],
  ];
  it.each(cases)('%s', (_, route, outcome, action) => {
    expect(marketplaceAction(route, outcome)).toEqual(action);
  });
});

describe('banker load (docs/catalog-and-store.md#marketplace-and-product-load, docs/validation-and-errors.md#error-catalogue)', () => {
  it('goes to the error route on failure, clearing the session', () => {
    expect(bankerAction('perfil', failed(404))).toEqual({ kind: 'go', to: 'error', clearSession: true });
    expect(bankerAction('home', failed(500))).toEqual({ kind: 'go', to: 'error', clearSession: true });
  });
  it('stays when loaded or already blocked', () => {
    expect(bankerAction('home', ok({}))).toEqual(stay);
    expect(bankerAction('bloqueada', failed(404))).toEqual(stay);
  });
});

describe('group and product loads (docs/catalog-and-store.md#marketplace-and-product-load, docs/validation-and-errors.md#error-catalogue)', () => {
  it('sends an unknown or failed group home', () => {
    expect(groupAction(failed(404, 'Grupo de produtos não encontrado.'))).toEqual(goHome);
    expect(groupAction(ok({}))).toEqual(stay);
  });
  it('sends a product that is not found home', () => {
    expect(productAction(failed(404, 'Produto não encontrado.'))).toEqual(goHome);
    expect(productAction(ok({}))).toEqual(stay);
  });
  it('recognises every way of saying not found', () => {
    expect(isProductNotFound({ status: 404 })).toBe(true);
    expect(isProductNotFound({ status: 400, detail: 'Produto não encontrado.' })).toBe(true);
    expect(isProductNotFound({ status: 200, detail: 'Produto não encontrada' })).toBe(true);
    expect(isProductNotFound({ status: 500, detail: 'Erro interno.' })).toBe(false);
  });
  it('knows the groups the store lists', () => {
    const groups = [{ slug: 'emprestimos' }, { slug: 'seguros-e-protecao' }];
    expect(isKnownGroup('emprestimos', groups)).toBe(true);
    expect(isKnownGroup('nao-existe', groups)).toBe(false);
  });
});
