/** Orders (docs/ordering.md): the body of each order path, its answers and the messages of the checks. */
import * as v from 'valibot';
import { CONSORTIUM_TYPES } from '../../../core/contract/common.ts';
import type { Endpoint } from '../../../core/contract/endpoint.ts';
import { id } from '../../../core/contract/fields.ts';
import { SHARED_MSG } from '../../../core/contract/shared-messages.ts';
import { productIdsWhere } from '../../../core/products/product-rules.ts';
import { isCellphone } from '../../../core/validation/contact.ts';
import { birthdayToIsoSchema } from '../../../core/validation/dates.ts';
import { documentDigitsSchema, isCnpj, isCpf } from '../../../core/validation/documents.ts';
import { emailSchema } from '../../../core/validation/email.ts';
import { MSG } from '../../../core/validation/messages.ts';
import { moneySchema } from '../../../core/validation/money.ts';
import { fullNameSchema } from '../../../core/validation/names.ts';
import { funnelSourceEntry } from '../../funnel/contract/funnel-source.ts';
import { earliestBrazilianToday, periodSchema, scheduleDateSchema } from '../rules/schedule.ts';
import { moneyLimitsOfKind, ORDER_MONEY_FIELDS, type OrderMoneyField } from './money-limits.ts';
import type { OrderKind } from './order-paths.ts';
import { ORDER_ROUTES } from './order-paths.ts';

/** Server-side messages of the order fields (docs/validation-and-errors.md#error-catalogue shows the CPF one as the server words it). */
export const ORDER_MESSAGES = {
  cpf: SHARED_MSG.cpfInvalid,
  cpfTaken: 'CPF já cadastrado em outra conta.',
  cnpjTaken: 'Cnpj já cadastrado',
  repeated: 'Multiplas requisições rejeitadas.',
  productNotFound: SHARED_MSG.productNotFound,
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
  /** Where the store's visit came from, counted with the request in the store's funnel (docs/desk.md#funnel). */
  ...funnelSourceEntry,
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

function orderObject<E extends v.ObjectEntries = Record<never, never>>(
  kind: OrderKind,
  entries: E = {} as E,
) {
  return v.looseObject({ ...orderBaseEntries, ...moneyEntries(kind), ...entries });
}

/** An order of a kind, with the scheduling step checked as a whole. */
function orderSchema<E extends v.ObjectEntries = Record<never, never>>(
  kind: OrderKind,
  entries: E = {} as E,
) {
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
type ConsortiumOrder = v.InferOutput<typeof consortiumOrderObject>;
type ConsortiumValue = 'term_value' | 'property_value';

/** The value of the kind chosen is required, on its own field: the instalment for `term`, the credit for `full`. */
function valueRequiredFor(valueType: ConsortiumOrder['value_type'], field: ConsortiumValue) {
  return v.forward(
    v.partialCheck<
      ConsortiumOrder,
      [['value_type'], [ConsortiumValue]],
      Pick<ConsortiumOrder, 'value_type' | ConsortiumValue>,
      string
    >(
      [['value_type'], [field]],
      (input) => input.value_type !== valueType || typeof input[field] === 'number',
      MSG.required,
    ),
    [field],
  );
}

export const consortiumOrderRequestSchema = v.pipe(
  consortiumOrderObject,
  wholeSchedule<ConsortiumOrder>(),
  valueRequiredFor('term', 'term_value'),
  valueRequiredFor('full', 'property_value'),
);

export const creditAutoOrderRequestSchema = orderSchema('creditAuto', {
  credit_value: moneySchema(moneyLimitsOfKind('creditAuto').credit_value),
});

/** Request schema of each order kind: its family's money limits, and the consortium and credit-auto fields. */
export const ORDER_SCHEMAS = {
  consortium: consortiumOrderRequestSchema,
  homeEquity: orderSchema('homeEquity'),
  homeEquityPj: orderSchema('homeEquityPj'),
  mortgage: orderSchema('mortgage'),
  creditCard: orderSchema('creditCard'),
  creditAuto: creditAutoOrderRequestSchema,
  benefits: orderSchema('benefits'),
  loan: orderSchema('loan'),
  realEstate: orderSchema('realEstate'),
  legacy: orderRequestSchema,
} as const satisfies Record<OrderKind, v.GenericSchema>;

/** An order body of a kind as its schema passes it on: the envelope, the checked fields and the form's others. */
export type OrderBodyOf<K extends OrderKind> = v.InferOutput<(typeof ORDER_SCHEMAS)[K]>;
/** An order body of any kind. */
export type OrderBody = OrderBodyOf<OrderKind>;

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

/** Home equity answers a list; the others the order itself. */
type OrderAnswerSchemaOf<K extends OrderKind> = K extends 'homeEquity' | 'homeEquityPj'
  ? typeof homeEquityOrderAnswerSchema
  : typeof orderAnswerSchema;

/** Home equity's paths answer a list. */
export const answersAList = (kind: OrderKind): kind is 'homeEquity' | 'homeEquityPj' =>
  kind === 'homeEquity' || kind === 'homeEquityPj';

/** The products an order kind is for, read from their rules: ' Products 10, 99.' */
function productsOf(kind: OrderKind): string {
  const ids = productIdsWhere((rules) => rules.order === kind);
  return ids.length > 0 ? ` Products ${ids.join(', ')}.` : '';
}

/** The endpoint of an order kind, typed with its body and answer schemas. */
function orderEndpoint<K extends OrderKind>(kind: K, summary: string) {
  return {
    ...ORDER_ROUTES[kind],
    summary: `${summary}${productsOf(kind)} Header \`Idempotency-Key\` (optional): within ${IDEMPOTENCY_KEY_HOURS} hours the same body answers the stored order (200), another body 422. Name, birthday, e-mail and CPF are the account's.`,
    auth: 'required',
    body: ORDER_SCHEMAS[kind],
    response: (answersAList(kind)
      ? homeEquityOrderAnswerSchema
      : orderAnswerSchema) as OrderAnswerSchemaOf<K>,
    status: 201,
    errors: {
      400: `${ORDER_MESSAGES.repeated} / field arrays (cpf, principal_contact, cnpj: '${ORDER_MESSAGES.cnpjTaken}')`,
      403: ORDER_MESSAGES.notYourOrder,
      404: `${ORDER_MESSAGES.productNotFound} / ${ORDER_MESSAGES.bankerNotFound}`,
      422: ORDER_MESSAGES.idempotencyMismatch,
    },
  } as const satisfies Endpoint;
}

export const orderEndpoints = {
  orderConsortium: orderEndpoint(
    'consortium',
    'Consortium order: adds is_pj, consortium_type, value_type, term_value, property_value.',
  ),
  orderHomeEquity: orderEndpoint('homeEquity', 'Home equity order; answers a list.'),
  orderHomeEquityPj: orderEndpoint(
    'homeEquityPj',
    'Company home equity order (cnpj required); answers a list.',
  ),
  orderMortgage: orderEndpoint('mortgage', 'Mortgage order.'),
  orderCreditCard: orderEndpoint('creditCard', 'Credit card order.'),
  orderCreditAuto: orderEndpoint('creditAuto', 'Credit auto order: credit_value required.'),
  orderBenefits: orderEndpoint('benefits', 'Benefits order.'),
  orderLoan: orderEndpoint('loan', 'Loan order.'),
  orderRealEstate: orderEndpoint('realEstate', 'Real-estate financing order.'),
  orderLegacy: orderEndpoint('legacy', 'Order of any other product; APP products answer a QR `image`.'),
} as const satisfies Record<string, Endpoint>;
