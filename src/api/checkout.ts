/**
 * Contract of the checkout service (docs/services.md#calls "Checkout service"): paths, request and answer
 * schemas shared by the storefront and the services. Paths are relative to the service base
 * (`/api/checkout` by default) and end with a slash, as the storefront calls them.
 */
import * as v from 'valibot';
import { schedule, toCentavos } from '../domain/amortization.ts';
import { BUSINESS_FORM_ENTRIES } from '../domain/business-loan.ts';
import { CONSORTIUM_TYPES } from './common.ts';
import {
  BUREAU_SERVICES,
  BUSINESS_MESSAGES,
  CONSORTIUM_MESSAGES,
  HOME_EQUITY_CONDITIONS,
  HOME_EQUITY_TERMS,
  REAL_ESTATE_MESSAGES,
  SOLICITATION_MESSAGES,
} from './credit-messages.ts';
import type { Endpoint, ServiceContract } from './endpoint.ts';
import { moneyLimitsOfKind, ORDER_MONEY_FIELDS, type OrderMoneyField } from './money-limits.ts';
import { ORDER_ROUTES, type OrderKind } from './order-paths.ts';
import { financingWithinValue, realEstateFigureEntries } from './real-estate-figures.ts';
import { CHECKOUT_ROUTES, DEFAULT_BASES } from './routes.ts';
import { isCellphone, stateSchema } from './validation/contact.ts';
import { birthdayToIsoSchema } from './validation/dates.ts';
import { documentDigitsSchema, isCnpj, isCpf } from './validation/documents.ts';
import { emailSchema } from './validation/email.ts';
import { fieldsCheck } from './validation/fields-check.ts';
import { jsonAtMost } from './validation/json-size.ts';
import { MSG, maxLengthMessage } from './validation/messages.ts';
import { moneySchema } from './validation/money.ts';
import { fullNameSchema } from './validation/names.ts';
import { earliestBrazilianToday, periodSchema, scheduleDateSchema } from './validation/schedule.ts';

export {
  BUREAU_SERVICES,
  BUSINESS_MESSAGES,
  type BureauServiceName,
  HOME_EQUITY_CONDITIONS,
  HOME_EQUITY_TERMS,
  SOLICITATION_MESSAGES,
} from './credit-messages.ts';
export { ORDER_PATHS, type OrderKind, type OrderPath, orderKindFor, orderPathFor } from './order-paths.ts';

/** A value of the wrong kind (the services' generic wording). */
const INVALID = 'Valor inválido.';

/** Server-side messages of the order fields (docs/validation-and-errors.md#error-catalogue shows the CPF one as the server words it). */
export const ORDER_MESSAGES = {
  cpf: 'CPF informado não é válido.',
  cpfTaken: 'CPF já cadastrado em outra conta.',
  cnpjTaken: 'Cnpj já cadastrado',
  repeated: 'Multiplas requisições rejeitadas.',
  productNotFound: 'Produto não encontrado.',
  bankerNotFound: 'Personal Banker não encontrado.',
  storeDisabled: 'Esta loja foi desabilitada temporariamente ou não está disponível!',
  wrongPath: 'Este produto não é solicitado por este endereço.',
  notYourOrder: 'O pedido deve ser feito pelo próprio cliente.',
  /** A logged-in customer's order carries the account's identity (changes go through 'editar dados'). */
  otherName: 'O nome do pedido precisa ser o mesmo da sua conta. Para alterá-lo, use Editar dados.',
  otherBirthday:
    'A data de nascimento do pedido precisa ser a mesma da sua conta. Para alterá-la, use Editar dados.',
  otherEmail: 'O e-mail do pedido precisa ser o mesmo da sua conta.',
  otherCpf: 'O CPF do pedido precisa ser o mesmo da sua conta.',
  /** The same Idempotency-Key sent again with another request (Stripe's rule). */
  idempotencyMismatch:
    'Esta Idempotency-Key já foi usada em outro pedido nas últimas 24 horas. Use uma nova chave para um pedido diferente.',
  idempotencyKeyInvalid: 'Idempotency-Key inválida.',
} as const;

/** How long an Idempotency-Key answers its first request (Stripe keeps keys 24 hours). */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** Optional fields the services check; the storefront's forms send them blank when unused. */
export const CHECKED_OPTIONAL_FIELDS = [
  'cpf',
  'cnpj',
  'principal_contact',
  'email',
  'birthday',
  'full_name',
  'loan_value',
] as const;

/** A body with blank ('' or null) checked optional fields left out, so they read as absent. */
export function withoutBlankFields(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const key of CHECKED_OPTIONAL_FIELDS) {
    const value = out[key];
    if (value === null || (typeof value === 'string' && value.trim() === '')) delete out[key];
  }
  return out;
}

const id = v.pipe(v.number(MSG.required), v.integer(MSG.required), v.minValue(1, MSG.required));
const optionalText = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000))));
/** Fields every order carries; other form fields of docs/entities.md travel along as they are. */
const orderBaseEntries = {
  customer: id,
  product: id,
  personal_banker: id,
  cpf: v.optional(documentDigitsSchema(ORDER_MESSAGES.cpf, isCpf)),
  cnpj: v.optional(documentDigitsSchema(MSG.cnpj, isCnpj)),
  principal_contact: v.optional(
    v.pipe(
      v.string(MSG.cellphone),
      v.check((value) => isCellphone(value) || /^\d{2} - 9?\d{8}$/.test(value.trim()), MSG.cellphone),
    ),
  ),
  email: v.optional(emailSchema),
  full_name: v.optional(fullNameSchema),
  birthday: v.optional(birthdayToIsoSchema),
  terms: v.optional(v.boolean()),
  // The scheduling step (docs/validation-and-errors.md#validation-rules, docs/validation-and-errors.md#constants-and-limits), judged by the earliest "today" in Brazil.
  date: v.optional(scheduleDateSchema({ today: () => earliestBrazilianToday() })),
  morning: v.optional(periodSchema('morning')),
  afternoon: v.optional(periodSchema('afternoon')),
};

/** The scheduling step is all or nothing: a date and both ranges (docs/validation-and-errors.md#validation-rules). */
export const SCHEDULE_FIELDS = ['date', 'morning', 'afternoon'] as const;
function wholeSchedule<T extends Partial<Record<(typeof SCHEDULE_FIELDS)[number], unknown>>>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const value = dataset.value;
    if (!SCHEDULE_FIELDS.some((key) => value[key] !== undefined)) return;
    for (const key of SCHEDULE_FIELDS) {
      if (value[key] !== undefined) continue;
      addIssue({
        message: MSG.required,
        path: [{ type: 'object', origin: 'value', input: value, key, value: undefined }],
      });
    }
  });
}

/** The money fields of an order kind, each above 0 and within the family's limits. */
function moneyEntries(kind: OrderKind) {
  const limits = moneyLimitsOfKind(kind);
  const optionalMoney = (field: OrderMoneyField) => v.optional(v.nullable(moneySchema(limits[field])));
  return Object.fromEntries(ORDER_MONEY_FIELDS.map((field) => [field, optionalMoney(field)])) as Record<
    OrderMoneyField,
    ReturnType<typeof optionalMoney>
  >;
}

function orderObject<E extends v.ObjectEntries>(kind: OrderKind, entries: E = {} as E) {
  return v.looseObject({ ...orderBaseEntries, ...moneyEntries(kind), ...entries });
}

/** An order of a kind, with the scheduling step checked as a whole. */
function orderSchema<E extends v.ObjectEntries>(kind: OrderKind, entries: E = {} as E) {
  const object = orderObject(kind, entries);
  return v.pipe(object, wholeSchedule<v.InferOutput<typeof object>>());
}

export const orderRequestSchema = orderSchema('legacy');

const consortiumLimits = moneyLimitsOfKind('consortium');
const consortiumOrderObject = orderObject('consortium', {
  is_pj: v.boolean(MSG.required),
  consortium_type: v.picklist(CONSORTIUM_TYPES, MSG.required),
  value_type: v.picklist(['term', 'full'], MSG.required),
  term_value: v.optional(v.nullable(moneySchema(consortiumLimits.term_value))),
  property_value: v.optional(v.nullable(moneySchema(consortiumLimits.property_value))),
});
export const consortiumOrderRequestSchema = v.pipe(
  consortiumOrderObject,
  wholeSchedule<v.InferOutput<typeof consortiumOrderObject>>(),
  v.forward(
    v.partialCheck(
      [['value_type'], ['term_value']],
      (input) => input.value_type !== 'term' || typeof input.term_value === 'number',
      MSG.required,
    ),
    ['term_value'],
  ),
  v.forward(
    v.partialCheck(
      [['value_type'], ['property_value']],
      (input) => input.value_type !== 'full' || typeof input.property_value === 'number',
      MSG.required,
    ),
    ['property_value'],
  ),
);

export const creditAutoOrderRequestSchema = orderSchema('creditAuto', {
  credit_value: moneySchema(moneyLimitsOfKind('creditAuto').credit_value),
});

/** Request schema of each order kind: its family's money limits, and the consortium and credit-auto fields. */
export function orderSchemaFor(kind: OrderKind): v.GenericSchema<unknown, Record<string, unknown>> {
  if (kind === 'consortium')
    return consortiumOrderRequestSchema as v.GenericSchema<unknown, Record<string, unknown>>;
  if (kind === 'creditAuto') return creditAutoOrderRequestSchema;
  if (kind === 'legacy') return orderRequestSchema;
  return orderSchema(kind);
}

export type OrderRequest = v.InferInput<typeof orderRequestSchema>;

/** Answer of an order: the partner hand-off `url` and, for APP products, a QR PNG data URL. */
export const orderAnswerSchema = v.object({
  order_id: v.number(),
  url: v.string(),
  image: v.optional(v.string()),
});
export type OrderAnswer = v.InferOutput<typeof orderAnswerSchema>;

/** Home equity answers a list; the first item with `order_id` gives the url. */
export const homeEquityOrderAnswerSchema = v.array(
  v.object({
    order_id: v.optional(v.number()),
    url: v.optional(v.string()),
    partner: v.optional(v.string()),
    detail: v.optional(v.string()),
  }),
);

// ---------------------------------------------------------------------------------------------
// Solicitations (docs/invitations.md#invitation-and-authorization, docs/invitations.md#solicitation)

export const solicitationStateSchema = v.object({ step: v.string(), description: v.string() });

export const solicitationAnswerSchema = v.object({
  id: v.string(),
  state: solicitationStateSchema,
  product: v.number(),
  customer: v.nullable(v.number()),
  personal_banker: v.number(),
  he_order: v.nullable(v.number()),
  he_order_pj: v.nullable(v.number()),
  real_estate_order: v.nullable(v.number()),
  solicitation: v.record(v.string(), v.unknown()),
  invite_customer_email: v.nullable(v.string()),
  authorized: v.nullable(v.boolean()),
});
export type SolicitationAnswer = v.InferOutput<typeof solicitationAnswerSchema>;

/** The invite e-mail lookup answered without a token (the id comes from the e-mail link). */
export const solicitationEmailAnswerSchema = v.object({
  id: v.string(),
  product: v.number(),
  personal_banker: v.number(),
  invite_customer_email: v.nullable(v.string()),
  state: solicitationStateSchema,
});

/** POST and PUT of the handler: form fields plus these (docs/services.md#calls). */
export const solicitationRequestSchema = v.looseObject({
  customer: id,
  personal_banker: id,
  product: id,
  cpf: v.optional(v.pipe(v.string(ORDER_MESSAGES.cpf), v.check(isCpf, ORDER_MESSAGES.cpf))),
  lgpd: v.literal(true, MSG.required),
  birthday: v.optional(birthdayToIsoSchema),
  loan_value: v.optional(v.nullable(moneySchema())),
});

/** The banker invites a customer (by e-mail) to a solicitation of a product. */
export const solicitationInviteSchema = v.looseObject({
  product: id,
  invite_customer_email: emailSchema,
  full_name: optionalText,
  /** The banker filled in the form: the mail asks the customer to review and confirm it. */
  review: v.optional(v.boolean()),
});

/** Which banker's solicitation a product read is about (the store the customer is in). */
export const solicitationByProductQuerySchema = v.object({
  personal_banker: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.required), v.transform(Number))),
});

/** One invitation of the banker's table; the form data only while the customer authorises him (docs/accounts.md#roles-and-permissions). */
export const invitationRowSchema = v.object({
  id: v.string(),
  product: v.number(),
  product_title: v.string(),
  invite_customer_email: v.nullable(v.string()),
  state: solicitationStateSchema,
  opened: v.boolean(),
  authorized: v.nullable(v.boolean()),
  solicitation: v.nullable(v.record(v.string(), v.unknown())),
  created_at: v.string(),
  updated_at: v.string(),
});
export type InvitationRow = v.InferOutput<typeof invitationRowSchema>;

/** The banker fills in the customer's data and sends it for review. */
export const solicitationReviewSchema = v.looseObject({
  solicitation: v.pipe(v.string(MSG.required), v.uuid(SOLICITATION_MESSAGES.notFound)),
});

export const solicitationReportSchema = v.object({
  solicitation: v.pipe(v.string(MSG.required), v.uuid(SOLICITATION_MESSAGES.notFound)),
});

export const solicitationConfirmSchema = v.object({
  solicitation: v.pipe(v.string(MSG.required), v.uuid(SOLICITATION_MESSAGES.notFound)),
  token: v.pipe(v.string(MSG.required), v.minLength(1, MSG.required)),
});

/** The customer lets the banker fill requests for them (or not); optionally for one solicitation. */
export const solicitationAuthorizeSchema = v.object({
  personal_banker: id,
  authorized: v.boolean(MSG.required),
  solicitation: v.optional(v.pipe(v.string(), v.uuid(SOLICITATION_MESSAGES.notFound))),
});

// ---------------------------------------------------------------------------------------------
// Credit profile and bureaus (docs/simulators.md#company-check-and-credit-profile)

export const profileRequestSchema = v.object({
  cpf: v.pipe(v.string(ORDER_MESSAGES.cpf), v.check(isCpf, ORDER_MESSAGES.cpf)),
  full_name: v.pipe(v.string(MSG.required), v.trim(), v.minLength(1, MSG.required)),
  monthly_income: moneySchema(),
  monthly_debts: v.optional(
    v.pipe(
      v.union([v.number(), v.string()], INVALID),
      v.transform((value) => (typeof value === 'number' ? value : Number(value.replace(',', '.')))),
      v.check((value) => Number.isFinite(value) && value >= 0, MSG.positive),
    ),
  ),
  requested_value: v.optional(moneySchema()),
  solicitation: v.optional(v.pipe(v.string(), v.uuid(SOLICITATION_MESSAGES.notFound))),
});

export const profileCalculateSchema = v.object({
  solicitation: v.pipe(v.string(MSG.required), v.uuid(SOLICITATION_MESSAGES.notFound)),
});

export const bureauResultSchema = v.object({
  service: v.picklist(BUREAU_SERVICES),
  score: v.number(),
  risk: v.picklist(['baixo', 'medio', 'alto']),
  available_monthly_commitment: v.number(),
  approved: v.boolean(),
  message: v.string(),
});

export const PROFILE_MESSAGES = {
  notFound: 'Perfil não encontrado.',
  /** Our own text: a bureau look-up of a CPF that is neither the caller's nor an authorizing customer's. */
  notYourCpf:
    'A consulta de crédito é feita apenas para o CPF da sua conta ou de um cliente que autorizou você.',
  bureauUnavailable: (service: string) =>
    `O serviço ${service} está indisponível no momento. Tente novamente mais tarde.`,
} as const;

// ---------------------------------------------------------------------------------------------
// Domain lists

export const OCCUPATION_PAGE_SIZE = 500;
export const occupationPageSchema = v.object({
  count: v.number(),
  next: v.nullable(v.string()),
  previous: v.nullable(v.string()),
  results: v.array(v.object({ sim_id: v.number(), description: v.string() })),
});

const listItem = v.object({ code: v.string(), name: v.string() });
export const bankListsSchema = v.object({
  banks: v.array(listItem),
  marital_statuses: v.array(listItem),
  income_sources: v.array(listItem),
  professions: v.array(listItem),
});

// ---------------------------------------------------------------------------------------------
// Business (docs/simulators.md#company-check-and-credit-profile, docs/validation-and-errors.md#error-catalogue)

export const businessValidateQuerySchema = v.object({
  cnpj: v.pipe(v.string(MSG.required), v.check(isCnpj, MSG.cnpj)),
  personal_banker_id: v.pipe(v.string(MSG.required), v.regex(/^\d+$/, INVALID), v.transform(Number)),
});

/** `status` 1 found; 0 unavailable (no data: the storefront retries up to 3 times). */
export const businessValidateAnswerSchema = v.object({
  data: v.nullable(
    v.object({
      cnpj: v.string(),
      name: v.string(),
      trade_name: v.string(),
      opened_at: v.string(),
      situation: v.string(),
    }),
  ),
  message: v.string(),
  status: v.picklist([0, 1]),
});

/** The business-credit page registers the checked company with its company form (docs/simulators.md#company-check-and-credit-profile). */
export const businessCreateSchema = v.looseObject({
  cnpj: v.pipe(v.string(MSG.required), v.check(isCnpj, MSG.cnpj)),
  personal_banker: id,
  name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, MSG.required))),
  ...BUSINESS_FORM_ENTRIES,
});

/** Our own text: free text of an invitation mail carries no link and no line break. */
export const MAIL_TEXT_MESSAGE = 'Use apenas texto, sem links nem quebras de linha.';

/**
 * A name that goes into an invitation mail to someone else's address: one bounded line, no link
 * (`://`, `www.`, an address ending in a domain) and no markup, so the mail cannot carry a lure.
 */
const MailText = (max: number) =>
  v.pipe(
    v.string(MSG.required),
    v.trim(),
    v.minLength(1, MSG.required),
    v.maxLength(max, maxLengthMessage(max)),
    v.check(
      (text) => !/[\r\n<>]|:\/\/|www\.|\.(com|net|org|br|io|app|xyz|link|ly|me|co)\b/i.test(text),
      MAIL_TEXT_MESSAGE,
    ),
  );

export const businessInviteSchema = v.object({
  cnpj: v.pipe(v.string(MSG.required), v.check(isCnpj, MSG.cnpj)),
  company_name: MailText(120),
  email: emailSchema,
  name: MailText(80),
});

// ---------------------------------------------------------------------------------------------
// Consortium letters (docs/simulators.md#simulations)

export const CONSORTIUM_PAGE_SIZE = 10;

/**
 * `consorcio/v2/letter/?consortium_type=&value_type=&value=&page=`: letters nearest to the value
 * wanted, as credit (`full`) or as monthly instalment (`term`).
 */
export const consortiumLetterQuerySchema = v.object({
  consortium_type: v.optional(v.picklist(CONSORTIUM_TYPES, INVALID)),
  value_type: v.optional(v.picklist(['term', 'full'], INVALID)),
  value: v.optional(v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/, INVALID), v.transform(Number))),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d*$/, INVALID), v.transform(Number)), '1'),
});

/** A credit letter offered by a consortium administrator (live from the administrators). */
export const consortiumLetterSchema = v.object({
  code: v.string(),
  administrator: v.string(),
  administrator_name: v.string(),
  consortium_type: v.picklist(CONSORTIUM_TYPES),
  credit_value: v.number(),
  term: v.number(),
  installment: v.number(),
  /** Administration fee over the whole term, in percent. */
  admin_fee: v.number(),
  /** Reserve fund over the whole term, in percent. */
  reserve_fund: v.number(),
  group: v.string(),
  situation: v.string(),
});

export const consortiumLetterPageSchema = v.object({
  count: v.number(),
  next: v.nullable(v.string()),
  previous: v.nullable(v.string()),
  results: v.array(consortiumLetterSchema),
});

// ---------------------------------------------------------------------------------------------
// Real-estate financing (docs/entities.md, docs/simulators.md#simulations)

/** The four real-estate partner banks (docs/entities.md), keyed by lowercase institution identifier. */

export const REAL_ESTATE_TYPES = [
  'house',
  'apartment',
  'commercial',
  'land',
  'land_outside_condominium',
  'land_inside_condominium',
  'mixed_property',
  'others',
  'residential',
] as const;

const termMonths = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/, INVALID), v.transform(Number))], MSG.required),
  v.integer(INVALID),
  v.minValue(1, MSG.positive),
  v.maxValue(600, INVALID),
);
/** One of the 27 federative units, answered in capitals. */
const stateField = v.pipe(
  stateSchema,
  v.transform((value) => value.trim().toUpperCase()),
);

/** The figures carry the simulator form's bounds, so the services refuse what the form refuses. */
export const realEstateSimulationDataSchema = v.pipe(
  v.object({
    ...realEstateFigureEntries,
    real_estate_type: v.picklist(REAL_ESTATE_TYPES, MSG.required),
    real_estate_address_state: stateField,
    profession: optionalText,
    birthday: v.optional(v.nullable(birthdayToIsoSchema)),
    product: v.optional(v.nullable(id)),
    personal_banker: v.optional(v.nullable(id)),
    customer: v.optional(v.nullable(id)),
  }),
  financingWithinValue(),
);

export const realEstateSimulationRequestSchema = v.object({
  partner: v.pipe(v.string(MSG.required), v.toLowerCase()),
  data: realEstateSimulationDataSchema,
});

export const realEstatePartnerResultSchema = v.object({
  anual_fee: v.number(),
  first_installment: v.number(),
  last_installment: v.number(),
  full_simulation_url: v.string(),
  minimal_monthly_income: v.number(),
  partner_constraint_message: v.nullable(v.string()),
  partner_message: v.string(),
  real_estate_type: v.string(),
  success: v.boolean(),
  term: v.number(),
  total_financing_value: v.number(),
  partner: v.string(),
  partner_name: v.string(),
  partner_logo: v.string(),
  amortization_system: v.picklist(['PRICE', 'SAC']),
  /** Custo Efetivo Total, annual, percent with two decimals. */
  cet: v.number(),
  total_paid: v.number(),
  monthly_fees: v.number(),
  upfront_fees: v.number(),
});
export type RealEstatePartnerResultAnswer = v.InferOutput<typeof realEstatePartnerResultSchema>;

/** A record of a simulation the form would have made: the same figures and bounds (term as funding_period). */
/** The partners' results of one simulation, as the storefront posts them, fit well within this. */
export const INTEREST_RESULTS_MAX_KB = 8;

export const interestRecordRequestSchema = v.pipe(
  v.object({
    cpf: v.optional(v.nullable(v.pipe(v.string(), v.check(isCpf, ORDER_MESSAGES.cpf)))),
    financing_value: realEstateFigureEntries.financing_value,
    funding_period: realEstateFigureEntries.term,
    real_estate_address_state: stateField,
    real_estate_value: realEstateFigureEntries.real_estate_value,
    real_estate_type: v.picklist(REAL_ESTATE_TYPES, MSG.required),
    real_estate_situation: optionalText,
    product: id,
    customer: v.optional(v.nullable(id)),
    personal_banker: id,
    simulation_results: v.pipe(
      v.array(v.record(v.string(), v.unknown())),
      v.maxLength(16, INVALID),
      jsonAtMost(INTEREST_RESULTS_MAX_KB),
    ),
  }),
  financingWithinValue(),
);

// ---------------------------------------------------------------------------------------------
// Open simulate (home equity, "crédito com imóvel")

/** The instalment the open simulation answers: the first of the PRICE schedule at the partner's rate. */
function firstInstalmentCents(loanValue: number, months: number): number {
  const { rows } = schedule({
    system: 'PRICE',
    principalCents: toCentavos(loanValue),
    monthlyRate: HOME_EQUITY_CONDITIONS.monthlyRate,
    months,
  });
  return rows[0]?.instalment ?? 0;
}

export const openSimulateRequestSchema = v.pipe(
  v.object({
    property_value: moneySchema(),
    loan_value: moneySchema(),
    term: v.pipe(
      termMonths,
      v.check(
        (value) => (HOME_EQUITY_TERMS as readonly number[]).includes(value),
        'Prazo deve ser 240, 120 ou 90 meses.',
      ),
    ),
  }),
  // The storefront's home-equity form sets no minimum; a credit whose instalment rounds to
  // R$ 0,00 is still no credit to simulate.
  fieldsCheck(
    ['loan_value', 'term'],
    (input) => firstInstalmentCents(input.loan_value, input.term) > 0,
    MSG.noInstalment,
    'loan_value',
  ),
);

export const openSimulateAnswerSchema = v.object({
  success: v.boolean(),
  monthly_rate: v.number(),
  term: v.number(),
  installment: v.number(),
  last_installment: v.number(),
  loan_value: v.number(),
  property_value: v.number(),
  max_loan_value: v.number(),
  total_paid: v.number(),
  message: v.string(),
});

// ---------------------------------------------------------------------------------------------
// Endpoint table (OpenAPI is generated from it)

const Detail = v.object({ detail: v.string() });
const orderEndpoint = (kind: OrderKind, summary: string): Endpoint => ({
  ...ORDER_ROUTES[kind],
  summary: `${summary} Header \`Idempotency-Key\` (optional): within ${IDEMPOTENCY_KEY_HOURS} hours the same body answers the stored order (200), another body 422. Name, birthday, e-mail and CPF are the account's.`,
  auth: 'required',
  body: orderSchemaFor(kind),
  response:
    kind === 'homeEquity' || kind === 'homeEquityPj' ? homeEquityOrderAnswerSchema : orderAnswerSchema,
  status: 201,
  errors: {
    400: `${ORDER_MESSAGES.repeated} / field arrays (cpf, principal_contact, cnpj: '${ORDER_MESSAGES.cnpjTaken}')`,
    403: ORDER_MESSAGES.notYourOrder,
    404: `${ORDER_MESSAGES.productNotFound} / ${ORDER_MESSAGES.bankerNotFound}`,
    422: ORDER_MESSAGES.idempotencyMismatch,
  },
});

export const checkoutEndpoints = {
  orderConsortium: orderEndpoint(
    'consortium',
    'Consortium order (117, 121): adds is_pj, consortium_type, value_type, term_value, property_value.',
  ),
  orderHomeEquity: orderEndpoint('homeEquity', 'Home equity order (55); answers a list.'),
  orderHomeEquityPj: orderEndpoint(
    'homeEquityPj',
    'Company home equity order (91, cnpj required); answers a list.',
  ),
  orderMortgage: orderEndpoint('mortgage', 'Mortgage order (10, 99).'),
  orderCreditCard: orderEndpoint('creditCard', 'Credit card order (17, 18, 20, 22, 24).'),
  orderCreditAuto: orderEndpoint('creditAuto', 'Credit auto order (61, 62, 63): credit_value required.'),
  orderBenefits: orderEndpoint('benefits', 'Benefits order (66, 67, 148, 274).'),
  orderLoan: orderEndpoint('loan', 'Loan order (71-74, 120, 144, 145).'),
  orderRealEstate: orderEndpoint('realEstate', 'Real-estate financing order (96, 97).'),
  orderLegacy: orderEndpoint('legacy', 'Order of any other product; APP products answer a QR `image`.'),
  solicitationByKey: {
    ...CHECKOUT_ROUTES.solicitationByKey,
    summary:
      "With a product id: the user's solicitation of that product (token required). With a solicitation id (uuid): the invite e-mail lookup (no token).",
    auth: 'optional',
    query: solicitationByProductQuerySchema,
    response: v.union([solicitationAnswerSchema, solicitationEmailAnswerSchema]),
    errors: {
      401: 'As credenciais de autenticação não foram fornecidas.',
      404: SOLICITATION_MESSAGES.notFound,
    },
  },
  solicitationCreate: {
    ...CHECKOUT_ROUTES.solicitationCreate,
    summary: 'Creates the user’s solicitation of a product.',
    auth: 'required',
    body: solicitationRequestSchema,
    response: solicitationAnswerSchema,
    status: 201,
    errors: { 400: SOLICITATION_MESSAGES.exists, 403: ORDER_MESSAGES.notYourOrder },
  },
  solicitationUpdate: {
    ...CHECKOUT_ROUTES.solicitationUpdate,
    summary: 'Updates (merges) the form fields of the user’s solicitation of a product.',
    auth: 'required',
    body: solicitationRequestSchema,
    response: solicitationAnswerSchema,
    errors: { 400: SOLICITATION_MESSAGES.alreadyDone, 404: SOLICITATION_MESSAGES.notFound },
  },
  solicitationInvite: {
    ...CHECKOUT_ROUTES.solicitationInvite,
    summary: 'A banker invites a customer e-mail to a product solicitation (e-mail with the convite link).',
    auth: 'required',
    body: solicitationInviteSchema,
    response: solicitationAnswerSchema,
    status: 201,
    errors: { 403: 'Only bankers.' },
    role: 'banker',
  },
  solicitationInvitations: {
    ...CHECKOUT_ROUTES.solicitationInvitations,
    summary: "The banker's invitations, newest first, with their states.",
    auth: 'required',
    response: v.array(invitationRowSchema),
    errors: { 403: 'Only bankers.' },
    role: 'banker',
  },
  solicitationReview: {
    ...CHECKOUT_ROUTES.solicitationReview,
    summary: 'The inviting banker fills in the data and mails the review, confirm and report links.',
    auth: 'required',
    body: solicitationReviewSchema,
    response: solicitationAnswerSchema,
    errors: {
      400: SOLICITATION_MESSAGES.alreadyDone,
      403: 'Only the inviting banker.',
      404: SOLICITATION_MESSAGES.notFound,
    },
    role: 'banker',
  },
  solicitationReport: {
    ...CHECKOUT_ROUTES.solicitationReport,
    summary: 'The customer reports wrong data (link from the e-mail); the banker is told by e-mail.',
    body: solicitationReportSchema,
    response: v.object({ id: v.string(), state: solicitationStateSchema }),
    errors: { 400: SOLICITATION_MESSAGES.alreadyDone, 404: SOLICITATION_MESSAGES.notFound },
  },
  solicitationConfirm: {
    ...CHECKOUT_ROUTES.solicitationConfirm,
    summary: 'The customer confirms with the token of the e-mail link.',
    body: solicitationConfirmSchema,
    response: v.object({ id: v.string(), state: solicitationStateSchema }),
    errors: {
      400: SOLICITATION_MESSAGES.alreadyDone,
      403: SOLICITATION_MESSAGES.badToken,
      404: SOLICITATION_MESSAGES.notFound,
    },
  },
  solicitationAuthorize: {
    ...CHECKOUT_ROUTES.solicitationAuthorize,
    summary: 'The user authorizes the banker (or not), optionally on one solicitation.',
    auth: 'required',
    body: solicitationAuthorizeSchema,
    response: v.object({ personal_banker: v.object({ id: v.number() }), authorized: v.boolean() }),
    errors: { 404: ORDER_MESSAGES.bankerNotFound },
  },
  profileCreate: {
    ...CHECKOUT_ROUTES.profileCreate,
    summary: 'Creates a credit profile (optionally of a solicitation).',
    auth: 'required',
    body: profileRequestSchema,
    response: v.object({ id: v.number() }),
    status: 201,
  },
  profileCalculate: {
    ...CHECKOUT_ROUTES.profileCalculate,
    summary: 'Computes serasa, quod and bmp in sequence for the latest profile of a solicitation.',
    auth: 'required',
    body: profileCalculateSchema,
    response: v.object({
      profile: v.number(),
      solicitation: v.string(),
      results: v.array(bureauResultSchema),
    }),
    errors: { 404: PROFILE_MESSAGES.notFound, 503: 'A bureau is unavailable.' },
  },
  profileService: {
    ...CHECKOUT_ROUTES.profileService,
    summary: 'Computes one bureau (serasa, quod or bmp) for a profile.',
    auth: 'required',
    response: bureauResultSchema,
    errors: { 404: PROFILE_MESSAGES.notFound, 503: 'The bureau is unavailable.' },
  },
  occupations: {
    ...CHECKOUT_ROUTES.occupations,
    summary: 'Occupation domain list (page_size up to 500, page).',
    response: occupationPageSchema,
  },
  bankLists: {
    ...CHECKOUT_ROUTES.bankLists,
    summary: 'Banks, marital statuses, income sources and professions of the real-estate credit form.',
    response: bankListsSchema,
  },
  businessValidate: {
    ...CHECKOUT_ROUTES.businessValidate,
    summary: 'Company-number check: status 1 with data, or status 0 without data when unavailable (retry).',
    query: businessValidateQuerySchema,
    response: businessValidateAnswerSchema,
    errors: { 400: MSG.cnpj, 404: BUSINESS_MESSAGES.unknown },
  },
  businessCreate: {
    ...CHECKOUT_ROUTES.businessCreate,
    summary: 'Registers a company (once per company number).',
    auth: 'required',
    body: businessCreateSchema,
    response: v.object({ id: v.number(), cnpj: v.string(), name: v.string() }),
    status: 201,
    errors: { 400: ORDER_MESSAGES.cnpjTaken, 503: BUSINESS_MESSAGES.registryDown },
  },
  businessInvite: {
    ...CHECKOUT_ROUTES.businessInvite,
    summary: "A banker invites a company's representative by e-mail.",
    auth: 'required',
    body: businessInviteSchema,
    response: Detail,
    status: 201,
    errors: {
      400: MAIL_TEXT_MESSAGE,
      403: 'Only bankers.',
      429: 'Invitation mails per banker and per address.',
    },
    role: 'banker',
  },
  consortiumLetters: {
    ...CHECKOUT_ROUTES.consortiumLetters,
    summary:
      'Letters from the consortium administrators, nearest to the value wanted, 10 per page with a next link.',
    query: consortiumLetterQuerySchema,
    response: consortiumLetterPageSchema,
    errors: { 503: CONSORTIUM_MESSAGES.unavailable },
  },
  realEstateSimulate: {
    ...CHECKOUT_ROUTES.realEstateSimulate,
    summary: 'One partner bank’s simulation: POST {partner, data{...}}.',
    body: realEstateSimulationRequestSchema,
    response: realEstatePartnerResultSchema,
    errors: { 404: REAL_ESTATE_MESSAGES.unknownPartner, 503: REAL_ESTATE_MESSAGES.partnerDown },
  },
  realEstateInterest: {
    ...CHECKOUT_ROUTES.realEstateInterest,
    summary:
      'Records a simulation with every partner result (customer optional; when given, the logged user).',
    auth: 'optional',
    body: interestRecordRequestSchema,
    /** valid_until: the last day (yyyy-mm-dd) the simulated offers hold. */
    response: v.object({ id: v.number(), valid_until: v.string() }),
    status: 201,
  },
  openSimulate: {
    ...CHECKOUT_ROUTES.openSimulate,
    summary: 'Open home-equity simulation (PRICE at the partner monthly rate).',
    body: openSimulateRequestSchema,
    response: openSimulateAnswerSchema,
  },
} as const satisfies Record<string, Endpoint>;

export const service = {
  name: 'checkout',
  base: DEFAULT_BASES.checkout,
  description:
    'Orders, solicitations, credit profiles, business registration, consortium letters and simulations.',
  endpoints: checkoutEndpoints,
} satisfies ServiceContract;
