import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { RequestStatus } from '../../../src/features/requests/rules/request-status.ts';
import { productRef } from './catalog.ts';
import { createdAt, identityId, instant, jsonOf, updatedAt } from './columns.ts';
import { personRef, persons } from './people.ts';

/**
 * A request's current status and since when, kept by a trigger of `request_status_events`
 * (migration 0018): the banker's pipeline reads them by index instead of every request's history.
 */
const requestStatusColumns = () => ({
  status: varchar('status', { length: 24 }).$type<RequestStatus>().notNull().default('recebida'),
  statusAt: instant('status_at').notNull().defaultNow(),
});

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** A product request sent to its partner. */
export const orders = pgTable(
  'orders',
  {
    id: identityId(),
    productId: productRef(),
    customerId: personRef('customer_id').notNull(),
    bankerId: personRef('banker_id').notNull(),
    /** Checkout path the order came through (`legacy/order/`, `consorcio/v1/order/`...). */
    path: varchar('path', { length: 48 }).notNull(),
    /** Form fields as sent, without customer/product/personal_banker. */
    payload: jsonOf('payload').notNull(),
    partnerUrl: text('partner_url').notNull(),
    /** Store identifier or white-label company the order was audited under. */
    source: text('source').notNull(),
    /** Where the store's visit that led to it came from (`qr`, `link`, `campanha:{name}`; '' when not known): its funnel's source. */
    funnelSource: varchar('funnel_source', { length: 60 }).notNull().default(''),
    /** `Idempotency-Key` of the request: a retry answers the stored order. */
    idempotencyKey: text('idempotency_key'),
    /** Hash of the path and body the key was first sent with: another body under it is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    ...requestStatusColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_banker_created_idx').on(t.bankerId, t.createdAt),
    index('orders_banker_status_idx').on(t.bankerId, t.status, t.statusAt),
    index('orders_banker_customer_idx').on(t.bankerId, t.customerId),
    index('orders_customer_product_idx').on(t.customerId, t.productId),
    uniqueIndex('orders_idempotency_idx')
      .on(t.customerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/**
 * Last accepted order per customer and product. An order claims its row with one
 * `insert ... on conflict do update ... where` statement, so concurrent repeats cannot both pass.
 */
export const orderGuards = pgTable(
  'order_guards',
  {
    customerId: personRef('customer_id').notNull(),
    productId: productRef(),
    lastOrderAt: instant('last_order_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);

export type SolicitationStep =
  | 'created'
  | 'invited'
  | 'review'
  | 'reported'
  | 'confirmed'
  | 'authorized'
  | 'not_authorized';

/** A product request filled in over several steps, possibly by the banker on the customer's behalf. */
export const solicitations = pgTable(
  'solicitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: productRef(),
    /** Null while an invited customer has no account yet. */
    customerId: personRef('customer_id'),
    bankerId: personRef('banker_id').notNull(),
    step: varchar('step', { length: 16 }).$type<SolicitationStep>().notNull().default('created'),
    description: text('description').notNull(),
    data: jsonOf('data').notNull().default({}),
    inviteCustomerEmail: text('invite_customer_email'),
    /** SHA-256 of the token sent in the confirmation link. */
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }),
    authorized: boolean('authorized'),
    /** When the customer first opened the invitation link (the e-mail lookup). */
    openedAt: instant('opened_at'),
    heOrderId: integer('he_order_id').references(() => orders.id),
    heOrderPjId: integer('he_order_pj_id').references(() => orders.id),
    realEstateOrderId: integer('real_estate_order_id').references(() => orders.id),
    ...requestStatusColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One solicitation per customer, banker and product: a banker's invitation never takes the
    // place of the one the customer made with another banker.
    uniqueIndex('solicitations_customer_banker_product_idx')
      .on(t.customerId, t.bankerId, t.productId)
      .where(sql`${t.customerId} is not null`),
    index('solicitations_banker_idx').on(t.bankerId),
    index('solicitations_banker_status_idx').on(t.bankerId, t.status, t.statusAt),
    index('solicitations_invite_email_idx').on(t.inviteCustomerEmail),
  ],
);

/**
 * The request a row is about: an order or a solicitation, deleted with it. `requestIndexes` finds a
 * request's rows in order; `oneRequest` holds a row to exactly one of the two.
 */
export const requestColumns = () => ({
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  solicitationId: uuid('solicitation_id').references(() => solicitations.id, { onDelete: 'cascade' }),
});

interface RequestRow {
  id: AnyPgColumn;
  orderId: AnyPgColumn;
  solicitationId: AnyPgColumn;
}

export const requestIndexes = (table: string, t: RequestRow) => [
  index(`${table}_order_idx`).on(t.orderId, t.id),
  index(`${table}_solicitation_idx`).on(t.solicitationId, t.id),
];

export const oneRequest = (table: string, t: Omit<RequestRow, 'id'>) =>
  check(`${table}_one_request`, sql`num_nonnulls(${t.orderId}, ${t.solicitationId}) = 1`);

/** Data of a person evaluated by the credit bureaus. */
export const creditProfiles = pgTable(
  'credit_profiles',
  {
    id: identityId(),
    ownerId: personRef('owner_id').notNull(),
    solicitationId: uuid('solicitation_id').references(() => solicitations.id, { onDelete: 'cascade' }),
    cpf: varchar('cpf', { length: 11 }).notNull(),
    fullName: text('full_name').notNull(),
    monthlyIncome: money('monthly_income').notNull(),
    monthlyDebts: money('monthly_debts').notNull().default(0),
    requestedValue: money('requested_value').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_profiles_owner_idx').on(t.ownerId),
    index('credit_profiles_solicitation_idx').on(t.solicitationId),
  ],
);

/** The latest answer of each bureau for a profile. */
export const bureauResults = pgTable(
  'bureau_results',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => creditProfiles.id, { onDelete: 'cascade' }),
    service: varchar('service', { length: 16 }).notNull(),
    result: jsonOf('result').notNull(),
    calculatedAt: instant('calculated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.service] })],
);

/** A real-estate financing simulation the customer showed interest in, with every partner's answer. */
export const interestRecords = pgTable(
  'interest_records',
  {
    id: identityId(),
    customerId: integer('customer_id').references(() => persons.id, { onDelete: 'set null' }),
    bankerId: personRef('banker_id').notNull(),
    productId: productRef(),
    cpf: varchar('cpf', { length: 11 }),
    financingValue: money('financing_value').notNull(),
    fundingPeriod: smallint('funding_period').notNull(),
    realEstateAddressState: varchar('real_estate_address_state', { length: 2 }).notNull(),
    realEstateValue: money('real_estate_value').notNull(),
    realEstateType: varchar('real_estate_type', { length: 32 }).notNull(),
    realEstateSituation: varchar('real_estate_situation', { length: 32 }),
    simulationResults: jsonOf<unknown[]>('simulation_results').notNull(),
    createdAt: createdAt(),
    /** Last day the simulated offers hold (two calendar days after the simulation). */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
  },
  (t) => [index('interest_records_banker_idx').on(t.bankerId)],
);

/** Companies registered for business credit (one registration per company number). */
export const businessCompanies = pgTable(
  'business_companies',
  {
    id: identityId(),
    cnpj: varchar('cnpj', { length: 14 }).notNull(),
    name: text('name').notNull(),
    /** Who registered it (a customer, or a banker inviting it): the registration is theirs alone. */
    ownerId: personRef('owner_id').notNull(),
    bankerId: personRef('banker_id').notNull(),
    data: jsonOf('data').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('business_companies_owner_cnpj_idx').on(t.ownerId, t.cnpj),
    index('business_companies_cnpj_idx').on(t.cnpj),
    index('business_companies_banker_idx').on(t.bankerId),
  ],
);

/** A banker's invitation to a company's representative to open a business account. */
export const businessInvites = pgTable(
  'business_invites',
  {
    id: identityId(),
    bankerId: personRef('banker_id').notNull(),
    cnpj: varchar('cnpj', { length: 14 }).notNull(),
    companyName: text('company_name').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('business_invites_banker_cnpj_email_idx').on(t.bankerId, t.cnpj, t.email)],
);

/** Requests of the automation real-estate credit endpoint, forwarded to the banker by e-mail. */
export const realEstateCreditRequests = pgTable(
  'real_estate_credit_requests',
  {
    id: identityId(),
    bankerId: personRef('banker_id').notNull(),
    customerId: integer('customer_id').references(() => persons.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    payload: jsonOf('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('real_estate_credit_requests_banker_idx').on(t.bankerId)],
);
