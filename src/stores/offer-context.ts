import { atom } from 'nanostores';
import { STORE_ROUTES } from '../api/routes.ts';
import { usesCorrespondentBanks } from '../domain/browse-product.ts';
import { call } from './api.ts';

/**
 * Whether the store acts as the institutions' correspondent for the simulated product (its
 * `corban` arrangement): the offers then name the institution's legal name and CNPJ.
 */
export const $actsAsCorrespondent = atom(false);

/** Reads the product's arrangement; an unreadable product names no correspondent. */
export async function loadOfferContext(pb: string, product: number): Promise<void> {
  try {
    const loaded = await call(STORE_ROUTES.product, { params: { pb, product } });
    $actsAsCorrespondent.set(usesCorrespondentBanks(loaded.corban));
  } catch {
    $actsAsCorrespondent.set(false);
  }
}
