import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes/route-table.ts';
import type { RouteName } from '../routes/types.ts';
import {
  type AddressStripRule,
  hasWhitePage,
  isBlockedForWhiteLabel,
  isFooterHidden,
  isStripHidden,
  stripRuleForAddress,
} from './page-chrome.ts';

describe('profile strip visibility (docs/catalog-and-store.md#header-footer-and-cookies)', () => {
  const cases: [RouteName | null, number | null, boolean][] = [
    ['home', null, false],
    ['product', 55, false],
    ['name', null, false],
    ['perfil', null, false],
    ['error', null, true],
    ['bloqueada', null, true],
    ['he', 55, true],
    ['he', 91, true],
    ['he', 233, true],
    ['he', 118, false],
    ['financing', 97, true],
    ['financing', 10, false],
    ['consortium', 117, true],
    ['consortium', 121, true],
    ['simulador', 97, true],
    ['simulador', null, false],
    [null, null, true],
  ];
  it.each(cases)('%s with product %s hidden: %s', (route, id, hidden) => {
    expect(isStripHidden(route, id)).toBe(hidden);
  });
});

describe('strip rule decided by the address alone', () => {
  const rule = stripRuleForAddress(ROUTES);
  // How the header's inline script reads the rule.
  const hiddenByAddress = (r: AddressStripRule, route: RouteName, id: number) =>
    (r[route] ?? []).includes(id);

  it('hides it on the financing simulator for its products only', () => {
    expect(Object.keys(rule)).toEqual(['simulador']);
    expect([...(rule.simulador ?? [])].sort((a, b) => a - b)).toEqual([55, 91, 97, 117, 121, 233]);
  });

  it('agrees with the full rule on every route whose address carries the product id', () => {
    const withProduct = ROUTES.filter((def) => def.path.includes('/:product'));
    expect(withProduct.length).toBeGreaterThan(1);
    for (const { name } of withProduct) {
      for (const id of [1, 10, 55, 91, 97, 117, 118, 121, 233]) {
        expect(hiddenByAddress(rule, name, id), `${name} ${id}`).toBe(isStripHidden(name, id));
      }
    }
  });

  it('leaves routes whose product id comes later (he, financing, consortium) to the island', () => {
    for (const route of ['he', 'financing', 'consortium', 'home'] as const) {
      expect(hiddenByAddress(rule, route, 97)).toBe(false);
    }
  });
});

describe('footer visibility (docs/catalog-and-store.md#header-footer-and-cookies)', () => {
  const cases: [RouteName | null, number | null, boolean][] = [
    ['he', 55, true],
    ['he', 91, true],
    ['he', 233, false],
    ['consortium', 117, true],
    ['consortium', 121, true],
    ['consortium', null, false],
    ['financing', 97, false],
    ['simulador', 117, false],
    ['product', 55, false],
    ['home', null, false],
  ];
  it.each(cases)('%s with product %s hidden: %s', (route, id, hidden) => {
    expect(isFooterHidden(route, id)).toBe(hidden);
  });
});

describe('white-label fallback routes (docs/routes-and-guards.md#route-table)', () => {
  it('sends profile, analytics and QR to the error screen only in white-label mode', () => {
    for (const route of ['perfil', 'analytics', 'qrcode'] as const) {
      expect(isBlockedForWhiteLabel(route, true)).toBe(true);
      expect(isBlockedForWhiteLabel(route, false)).toBe(false);
    }
    expect(isBlockedForWhiteLabel('home', true)).toBe(false);
    expect(isBlockedForWhiteLabel('product', true)).toBe(false);
  });
});

describe('page background (docs/validation-and-errors.md#constants-and-limits)', () => {
  it('is white for the consortium products 117 and 121 only', () => {
    expect(hasWhitePage(117)).toBe(true);
    expect(hasWhitePage(121)).toBe(true);
    expect(hasWhitePage(55)).toBe(false);
    expect(hasWhitePage(null)).toBe(false);
  });
});
