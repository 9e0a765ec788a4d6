import { describe, expect, it } from 'vitest';
import { orderPathFor } from '../api/checkout.ts';
import { orderPath } from './order-paths.ts';

describe('orderPath', () => {
  it('answers the contract path for every product id', () => {
    for (let id = 1; id <= 600; id++) expect(orderPath(id), `product ${id}`).toBe(orderPathFor(id));
  });
});
