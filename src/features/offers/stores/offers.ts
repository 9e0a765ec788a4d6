import { atom } from 'nanostores';
import { refreshOnLoad } from '../../../core/context/session.ts';
import { call } from '../../../core/transport/api.ts';
import { failureOf } from '../../../core/transport/call-failure.ts';
import { funnelSourceField } from '../../funnel/landing-source.ts';
import type { OfferEntryAnswer, OfferLimitsAnswer, OfferSetAnswer } from '../contract/offers.ts';
import { OFFERS_ROUTES } from '../contract/offers-routes.ts';
import { askBody, type OfferForm, requestOfferBody } from '../rules/offer-form.ts';
import { type OffersFailure, offersFailure } from '../rules/offer-view.ts';

/**
 * 'Ofertas para você' (docs/offers.md): the customer's offers in this store. The services compute
 * and keep every figure; the page only shows what they answer and sends back the ids.
 */
export type OffersPage =
  | { state: 'loading' }
  /** The store's offers could not be read (`message`: the services' reason, when they gave one). */
  | { state: 'failed'; message: string | null }
  /** `offers` null: no valid offers, the form is shown. */
  | { state: 'ready'; offers: OfferSetAnswer | null; limits: OfferLimitsAnswer };

export const $offersPage = atom<OffersPage>({ state: 'loading' });

/** A refused call, as the page shows it. */
export class OffersError extends Error {
  constructor(readonly outcome: OffersFailure) {
    super(outcome.kind === 'fields' ? Object.values(outcome.fields)[0] : outcome.message);
  }
}

async function refused<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    const { status, body } = failureOf(error);
    throw new OffersError(offersFailure(status, body));
  }
}

/** The stored offers (never a look-up) and the form's limits. */
export async function loadOffers(pb: string): Promise<void> {
  $offersPage.set({ state: 'loading' });
  try {
    // The page load swaps the stored token first: a call made before would carry the old one.
    await refreshOnLoad();
    const answer = await call(OFFERS_ROUTES.myOffers, { params: { pb } });
    $offersPage.set({ state: 'ready', offers: answer.offers, limits: answer.limits });
  } catch (error) {
    const { body } = failureOf(error);
    const detail = (body as { detail?: unknown } | null)?.detail;
    $offersPage.set({ state: 'failed', message: typeof detail === 'string' ? detail : null });
  }
}

/** 'Ver minhas ofertas': one look-up (or today's, re-priced); throws `OffersError`, keeping the offers shown. */
export async function askOffers(pb: string, form: OfferForm): Promise<void> {
  const answer = await refused(
    call(OFFERS_ROUTES.askOffers, { params: { pb }, body: { ...askBody(form), ...funnelSourceField(pb) } }),
  );
  $offersPage.set({ state: 'ready', offers: answer.offers, limits: answer.limits });
}

/** A new amount or term for today's look-up, priced from the stored profile. */
export async function repriceOffers(pb: string, terms: { amount: number; term: number }): Promise<void> {
  const answer = await refused(call(OFFERS_ROUTES.repriceOffers, { params: { pb }, body: terms }));
  $offersPage.set({ state: 'ready', offers: answer.offers, limits: answer.limits });
}

/** Puts an entry's new state in the offers shown. */
function replaceEntry(next: OfferEntryAnswer): void {
  const page = $offersPage.get();
  if (page.state !== 'ready' || !page.offers) return;
  const entries = page.offers.entries.map((entry) => (entry.id === next.id ? next : entry));
  $offersPage.set({ ...page, offers: { ...page.offers, entries } });
}

/** 'Quero esta oferta': sends the offer's id and the figures seen; the services copy their own. */
export async function requestOffer(pb: string, entry: OfferEntryAnswer): Promise<void> {
  const figures = entry.figures;
  if (!figures) return;
  const answer = await refused(
    call(OFFERS_ROUTES.requestOffer, {
      params: { pb, offer: entry.id },
      body: { ...requestOfferBody(figures), ...funnelSourceField(pb) },
    }),
  );
  replaceEntry(answer.offer);
}

/** Withdraws the look-up's consent: the services delete the profile and the offers not requested. */
export async function withdrawOffersConsent(pb: string): Promise<void> {
  await refused(call(OFFERS_ROUTES.withdrawOffersConsent, { params: { pb } }));
  const page = $offersPage.get();
  if (page.state === 'ready') $offersPage.set({ ...page, offers: null });
}
