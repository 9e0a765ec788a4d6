import { atom } from 'nanostores';
import { refreshOnLoad } from '../../../core/context/session.ts';
import { call } from '../../../core/transport/api.ts';
import { latestLoad } from '../../../core/transport/latest-load.ts';
import type { OpenOffersAnswer } from '../contract/open-offers.ts';
import { REQUESTS_ROUTES } from '../contract/requests-routes.ts';
import type { RequestsStatus } from './requests.ts';

/**
 * 'Ofertas em aberto' of the banker's desk (docs/desk.md#open-offers): one page of the customers
 * who authorized the banker and hold offers not yet requested, paged on the server.
 */

export const $openOffers = atom<OpenOffersAnswer | null>(null);
export const $openOffersStatus = atom<RequestsStatus>('loading');
/** Why the page did not load: the services' pt-BR reason or the general one. */
export const $openOffersFailure = atom('');

const readOpenOffers = latestLoad({
  answer: $openOffers,
  status: $openOffersStatus,
  failure: $openOffersFailure,
});

/** Reads page `page` (from 1) of the banker's open offers; a later ask wins over an earlier one. */
export async function loadOpenOffers(bankerId: number, page: number): Promise<void> {
  await readOpenOffers(async () => {
    // The page load swaps the stored token first: a call made before would carry the old one.
    await refreshOnLoad();
    return call(REQUESTS_ROUTES.openOffers, { params: { banker: bankerId }, query: { page: String(page) } });
  });
}
