import * as v from 'valibot';
import { Detail, ShortText, SlugParam } from '../../../core/contract/common.ts';
import { contractOf } from '../../../core/contract/contracts.ts';
import type { Endpoint } from '../../../core/contract/endpoint.ts';
import { jsonAtMost } from '../../../core/validation/json-size.ts';
import { DEFAULT_TOS_VERSION } from '../rules/terms.ts';
import { PRIVACY_ROUTES } from './privacy-routes.ts';

export { DEFAULT_TOS_VERSION };

/** Source of records not tied to one store (an account created outside any store). */
export const PLATFORM_SOURCE = 'platform';

/**
 * What a privacy record says happened. The services write every one of them in the same
 * transaction as the act itself; only cookie choices come from the browser (with the user's token).
 */
export const CONSENT_ACTIONS = {
  createUser: 'create_user',
  acceptTerms: 'accept_terms',
  createOrder: 'create_order',
  solicitation: 'solicitation_data',
  authorizeBanker: 'authorize_banker',
  revokeAuthorization: 'revoke_authorization',
  cookieConsent: 'cookie_consent',
  exportData: 'export_data',
  requestDeletion: 'request_deletion',
  /** A credit-bureau look-up of the person's CPF (who asked, which bureau): not a consent, a record for them. */
  bureauLookup: 'bureau_lookup',
  /** 'Ofertas para você': the consent to one look-up of the CPF for offers (docs/offers.md#privacy). */
  offersConsent: 'offers_consent',
  /** That consent withdrawn: the profile looked up and the offers not requested deleted. */
  offersConsentWithdrawn: 'offers_consent_withdrawn',
  /** A bureau's check that the CPF's holder is the account's name and birth date: no credit look-up, none counted. */
  identityCheck: 'identity_check',
} as const;

/** The only actions the browser's call may record: the rest are written with their act. */
export const BROWSER_ACTIONS: readonly string[] = [
  CONSENT_ACTIONS.cookieConsent,
  CONSENT_ACTIONS.acceptTerms,
];

export const CONSENT_MESSAGES = {
  termsRequired: 'É preciso aceitar os termos de uso e a política de privacidade.',
  anonymousUser: 'Entre na sua conta para registrar um consentimento em seu nome.',
  /** Our own text: an action the services record with the act itself (an order, an authorization…). */
  serviceAction: 'Este registro é feito pelo próprio serviço, junto com a ação.',
  deletionRequested:
    'Pedido de exclusão registrado. A empresa responsável pela loja vai analisar e responder pelo seu e-mail.',
} as const;

/** Privacy audit record (docs/services.md#calls). `source` is the store slug, or the company's own id when white-label. */
/** A record from the browser (cookie choices) is small; the audit keeps it for good. */
export const AUDIT_METADATA_MAX_KB = 4;

export const AuditBody = v.object({
  source: ShortText(100),
  metadata: v.pipe(
    v.looseObject({
      user: v.object({
        cpf: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(14)))),
        email: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(254)))),
        id: v.optional(v.nullable(v.pipe(v.number(), v.integer()))),
        action: ShortText(64),
      }),
      tos_version: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(32))), DEFAULT_TOS_VERSION),
    }),
    jsonAtMost(AUDIT_METADATA_MAX_KB),
  ),
});
export const AuditAnswer = v.object({ id: v.number(), tos_version: v.string() });

/** Whether the logged user's consent to this store's current terms and data sharing is on record. */
export const ConsentStatus = v.object({
  source: v.string(),
  tos_version: v.string(),
  terms_accepted: v.boolean(),
  data_sharing_accepted: v.boolean(),
});
export type ConsentStatusAnswer = v.InferOutput<typeof ConsentStatus>;

export const ConsentRecord = v.object({
  id: v.number(),
  action: v.string(),
  source: v.string(),
  tos_version: v.string(),
  created_at: v.string(),
  details: v.record(v.string(), v.unknown()),
});
export type ConsentRecordAnswer = v.InferOutput<typeof ConsentRecord>;

export const BankerAuthorization = v.object({
  personal_banker: v.object({ id: v.number(), full_name: v.string(), slug: v.nullable(v.string()) }),
  authorized: v.boolean(),
  updated_at: v.string(),
});
export type BankerAuthorizationAnswer = v.InferOutput<typeof BankerAuthorization>;

/**
 * A credit profile the services keep from a look-up ('Ofertas para você'): in which store, when,
 * what the customer told and what each bureau answered. Kept only to price the offers.
 */
export const OfferProfile = v.object({
  store: v.nullable(v.string()),
  looked_up_at: v.string(),
  monthly_income: v.number(),
  other_instalments: v.number(),
  loan_purpose: v.nullable(v.string()),
  bureaus: v.array(
    v.object({
      service: v.string(),
      status: v.string(),
      score: v.optional(v.number()),
      risk: v.optional(v.string()),
    }),
  ),
});
export type OfferProfileAnswer = v.InferOutput<typeof OfferProfile>;

export const MyPrivacy = v.object({
  consents: v.array(ConsentRecord),
  authorizations: v.array(BankerAuthorization),
  deletion_requested_at: v.nullable(v.string()),
  offer_profiles: v.array(OfferProfile),
});
export type MyPrivacyAnswer = v.InferOutput<typeof MyPrivacy>;

export const MyDataExport = v.object({
  generated_at: v.string(),
  person: v.record(v.string(), v.unknown()),
  address: v.nullable(v.record(v.string(), v.unknown())),
  orders: v.array(v.record(v.string(), v.unknown())),
  solicitations: v.array(v.record(v.string(), v.unknown())),
  offer_profiles: v.array(OfferProfile),
  consents: v.array(ConsentRecord),
});
export type MyDataExportAnswer = v.InferOutput<typeof MyDataExport>;

export const DeletionBody = v.object({ pb: v.optional(SlugParam) });

export const privacyEndpoints = {
  record: {
    ...PRIVACY_ROUTES.record,
    summary:
      'Appends an audit record (append-only: nothing changes or deletes one). A record about a user needs their token: the user is taken from it; without a token the record names nobody.',
    auth: 'optional',
    body: AuditBody,
    response: AuditAnswer,
    status: 201,
    errors: {
      401: CONSENT_MESSAGES.anonymousUser,
      400: 'metadata above AUDIT_METADATA_MAX_KB',
      403: 'user.id of someone else, or an action the services record (CONSENT_MESSAGES.serviceAction)',
    },
  },
  consentStatus: {
    ...PRIVACY_ROUTES.consentStatus,
    summary: "The store's current terms version and whether the user's consents to it are on record.",
    auth: 'required',
    params: v.object({ pb: SlugParam }),
    response: ConsentStatus,
  },
  myPrivacy: {
    ...PRIVACY_ROUTES.myPrivacy,
    summary: "'Meus dados': the user's consent records and banker authorizations.",
    auth: 'required',
    response: MyPrivacy,
  },
  myDataExport: {
    ...PRIVACY_ROUTES.myDataExport,
    summary: 'Every datum the services keep about the user, as JSON (recorded as export_data).',
    auth: 'required',
    response: MyDataExport,
  },
  deletionRequest: {
    ...PRIVACY_ROUTES.deletionRequest,
    summary: "Records the user's request to delete their data, for the store's company to act on.",
    auth: 'required',
    body: DeletionBody,
    response: Detail,
    status: 201,
  },
} as const satisfies Record<string, Endpoint>;

export const service = contractOf('privacy', privacyEndpoints);

export type AuditPayload = v.InferInput<typeof AuditBody>;
