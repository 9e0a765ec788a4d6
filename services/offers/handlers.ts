import type { Context } from 'hono';
import type { offerEndpoints } from '../../src/features/offers/contract/offers.ts';
import { OFFER_MESSAGES, OFFER_TEXTS } from '../../src/features/offers/contract/offers-messages.ts';
import { CONSENT_ACTIONS } from '../../src/features/privacy/contract/privacy.ts';
import type { AuthUser } from '../accounts/tokens.ts';
import { type AppEnv, type Deps, notFound } from '../context.ts';
import type { Handlers } from '../mount.ts';
import { consentScopeFor, recordConsent } from '../privacy/consent.ts';
import { subjectOf } from '../privacy/subjects.ts';
import { askOffers, type OffersCaller, readOffers, repriceOffers, storeBankerId } from './ask-offers.ts';
import { consentsOfLookup } from './consent-record.ts';
import { deleteLookup } from './lookups.ts';
import { requestOffer } from './request-offer.ts';

function callerOf(user: AuthUser, pb: string, c: Context<AppEnv>): OffersCaller {
  return { user, pb, address: c.get('clientAddress'), requestId: c.get('requestId') };
}

/** 'Ofertas para você' (docs/offers.md): every call of the logged customer in a store. */
export function offerHandlers(deps: Deps): Handlers<typeof offerEndpoints> {
  const { db } = deps;
  return {
    myOffers: ({ params, user, c }) => readOffers(deps, callerOf(user, params.pb, c)),
    askOffers: ({ params, body, user, c }) => askOffers(deps, callerOf(user, params.pb, c), body),
    repriceOffers: ({ params, body, user, c }) => repriceOffers(deps, callerOf(user, params.pb, c), body),
    async requestOffer({ params, body, user, c }) {
      return c.json(await requestOffer(deps, callerOf(user, params.pb, c), params.offer, body), 201);
    },
    async withdrawOffersConsent({ params, user, c }) {
      const bankerId = await storeBankerId(db, params.pb);
      const withdrawn = await deleteLookup(db, { customerId: user.id, bankerId });
      if (withdrawn === null) throw notFound(OFFER_MESSAGES.nothingToWithdraw);
      // The withdrawal names the consents it ends, so each consent's record shows its withdrawal.
      await recordConsent(
        db,
        await consentScopeFor(db, bankerId),
        await subjectOf(db, user),
        CONSENT_ACTIONS.offersConsentWithdrawn,
        {
          lookup: withdrawn.lookupId,
          withdraws: await consentsOfLookup(db, user.id, withdrawn.lookupId),
          deleted_offers: withdrawn.deleted,
        },
        c.get('requestId'),
      );
      return { detail: OFFER_TEXTS.consentWithdrawn, deleted_offers: withdrawn.deleted };
    },
  };
}
