import { describe, expect, it } from 'vitest';
import { orderAnswerOf } from './order-answer.ts';

describe('order answers (docs/services.md#calls)', () => {
  it('takes the first item with order_id of a home-equity list', () => {
    const answer = orderAnswerOf([
      { partner: 'a', detail: 'Sem oferta para este imóvel.' },
      { order_id: 12, url: 'https://parceiro.example/12', partner: 'b' },
      { order_id: 13, url: 'https://parceiro.example/13' },
    ]);
    expect(answer).toEqual({ order_id: 12, url: 'https://parceiro.example/12', partner: 'b' });
  });

  it('reads one object as it is', () => {
    expect(orderAnswerOf({ order_id: 3, url: 'https://x.example/3' }).order_id).toBe(3);
  });

  it('fails with the first item as the error body when no item has an order', () => {
    expect(() => orderAnswerOf([{ detail: 'Sem oferta.' }])).toThrow();
    try {
      orderAnswerOf([{ detail: 'Sem oferta.' }]);
    } catch (error) {
      expect((error as { data: unknown }).data).toEqual({ detail: 'Sem oferta.' });
    }
  });
});
