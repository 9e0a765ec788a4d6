import { and, eq, sql } from 'drizzle-orm';
import {
  OFFER_FIELD_LABELS,
  OFFER_TEXTS,
  OFFERS_CONSENT,
} from '../../src/features/offers/contract/offers-messages.ts';
import { CONSENT_ACTIONS } from '../../src/features/privacy/contract/privacy.ts';
import type { BankerContext } from '../db/bankers.ts';
import type { Db } from '../db/index.ts';
import { privacyAudit } from '../db/schema/index.ts';
import type { BureauService } from '../partners/credit-bureaus.ts';

/** The wording the consent box shows, as the customer agreed to it. */
export const OFFERS_CONSENT_TEXT = `${OFFER_FIELD_LABELS.consent} ${OFFER_TEXTS.consentNote}`;

/**
 * What the consent to a look-up records beside who gave it (the record's user): the store and its
 * banker, the wording agreed to (version and text), the bureaus asked, the purpose of the
 * processing apart from the loan's, the look-up it allowed and until when it lasts. The
 * withdrawal is a record of its own that names this one.
 */
export function offersConsentDetails(facts: {
  store: BankerContext;
  bureaus: readonly BureauService[];
  loanPurpose: string | null;
  lookupId: string;
  consentedAt: Date;
  validUntil: string;
}) {
  return {
    store: facts.store.slug,
    personal_banker_name: facts.store.fullName,
    wording: { version: OFFERS_CONSENT.version, text: OFFERS_CONSENT_TEXT },
    bureaus: [...facts.bureaus],
    processing_purpose: OFFERS_CONSENT.processingPurpose,
    loan_purpose: facts.loanPurpose,
    lookup: facts.lookupId,
    consented_at: facts.consentedAt.toISOString(),
    // The consent lasts while the offers it allowed hold; after it a new look-up asks again.
    valid_until: facts.validUntil,
  };
}

/** The ids of the consents a look-up row was made under (every look-up of the customer in the store). */
export async function consentsOfLookup(db: Db, customerId: number, lookupId: string): Promise<number[]> {
  const rows = await db
    .select({ id: privacyAudit.id })
    .from(privacyAudit)
    .where(
      and(
        eq(privacyAudit.userId, customerId),
        eq(privacyAudit.action, CONSENT_ACTIONS.offersConsent),
        sql`${privacyAudit.metadata}->>'lookup' = ${lookupId}`,
      ),
    )
    .orderBy(privacyAudit.id);
  return rows.map((row) => row.id);
}
