import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productIdsWhere } from '../../../core/products/product-rules.ts';
import { ORDER_KINDS, ORDER_PATHS, orderPathFor, placedOrder } from './order-paths.ts';

/** The rows of the order calls table in docs/ordering.md: ids (or 'any other') and path. */
function documentedOrderCalls(): { ids: string; path: string }[] {
  const page = readFileSync(new URL('../../../../docs/ordering.md', import.meta.url), 'utf8');
  const table = page.slice(page.indexOf('| Ids | Path |'));
  const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2);
  return rows.map((row) => {
    const [ids = '', path = ''] = row.split('|').slice(1, 3);
    return { ids: ids.trim(), path: path.trim().split('`')[1] ?? '' };
  });
}

describe('order paths follow the product rules (docs/ordering.md#order-calls)', () => {
  it('the documented table lists, for every path, the products whose rules send them there', () => {
    const documented = documentedOrderCalls();
    const expected = ORDER_KINDS.map((kind) => {
      const ids = productIdsWhere((rules) => rules.order === kind);
      return { ids: kind === 'legacy' ? 'any other' : ids.join(', '), path: ORDER_PATHS[kind] };
    });
    expect(documented).toEqual(expected);
  });

  it('a product without an order path of its own goes to the legacy path', () => {
    expect(orderPathFor(1)).toBe('legacy/order/');
    expect(orderPathFor(73)).toBe('loan/v1/order/');
  });
});

describe('the order an order call answered (docs/services.md#calls)', () => {
  it('takes the first item with order_id of a home-equity list', () => {
    const answer = placedOrder([
      { partner: 'a', detail: 'Sem oferta para este imóvel.' },
      { order_id: 12, url: 'https://parceiro.example/12', partner: 'b' },
      { order_id: 13, url: 'https://parceiro.example/13' },
    ]);
    expect(answer).toEqual({ order_id: 12, url: 'https://parceiro.example/12', partner: 'b' });
  });

  it('reads one object as it is', () => {
    expect(placedOrder({ order_id: 3, url: 'https://x.example/3' }).order_id).toBe(3);
  });

  it('fails with the first item as the error body when no item has an order', () => {
    expect(() => placedOrder([{ detail: 'Sem oferta.' }])).toThrow();
    try {
      placedOrder([{ detail: 'Sem oferta.' }]);
    } catch (error) {
      expect((error as { data: unknown }).data).toEqual({ detail: 'Sem oferta.' });
    }
  });
});
