import { del, get, post, put, routesOf } from '../../../core/contract/route-common.ts';

/**
 * The calls of 'Ofertas para você' (docs/offers.md), served under the checkout service's base: the
 * one place their paths are written. `{pb}` is the store the offers are asked in.
 */
export const OFFERS_ROUTES = routesOf('checkout', {
  /** The stored offers of the logged customer in this store while they are valid, and the partners' limits. */
  myOffers: get('offers/{pb}/'),
  /** Asks for offers: one consented bureau look-up, or a re-pricing of today's (see docs/offers.md#one-look-up). */
  askOffers: post('offers/{pb}/'),
  /** New amount or term for today's look-up: priced again from the stored profile, no look-up. */
  repriceOffers: put('offers/{pb}/'),
  /** 'Quero esta oferta': a request to the store's banker with the stored offer's figures. */
  requestOffer: post('offers/{pb}/{offer}/request/'),
  /** Withdraws the look-up's consent: deletes the stored profile and the offers not yet requested. */
  withdrawOffersConsent: del('offers/{pb}/consent/'),
});
