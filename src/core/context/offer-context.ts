import { atom } from 'nanostores';
import { usesCorrespondentBanks } from '../products/product-landing.ts';
import { fetchProductAnswer } from './catalog.ts';

/**
 * Whether the store acts as the institutions' correspondent for the simulated product (its
 * `corban` arrangement): the offers then name the institution's legal name and CNPJ.
 */
export const $actsAsCorrespondent = atom(false);

/** Reads the product's arrangement; an unreadable product names no correspondent. */
export async function loadOfferContext(pb: string, product: number): Promise<void> {
  try {
    const loaded = await fetchProductAnswer(pb, product);
    $actsAsCorrespondent.set(usesCorrespondentBanks(loaded.corban));
  } catch {
    $actsAsCorrespondent.set(false);
  }
}
