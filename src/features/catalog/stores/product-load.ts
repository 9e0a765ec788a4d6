import { call } from '../../../core/transport/api.ts';
import type { ProductAnswer } from '../contract/store.ts';
import { STORE_ROUTES } from '../contract/store-routes.ts';

/** One product of a store, as the store service answers it: the one place that asks for it. */
export const fetchProductAnswer = (pb: string, id: number | string): Promise<ProductAnswer> =>
  call(STORE_ROUTES.product, { params: { pb, product: id } });
