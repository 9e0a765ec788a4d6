/** Real-estate financing (docs/entities.md, docs/simulators.md#simulations) and the open home-equity simulation. */
import * as v from 'valibot';
import { REAL_ESTATE_MESSAGES } from '../../../core/contract/credit-messages.ts';
import type { Endpoint } from '../../../core/contract/endpoint.ts';
import { INVALID, id, optionalText } from '../../../core/contract/fields.ts';
import { HOME_EQUITY_TERMS } from '../../../core/products/home-equity-conditions.ts';
import { stateSchema } from '../../../core/validation/contact.ts';
import { birthdayToIsoSchema } from '../../../core/validation/dates.ts';
import { isCpf } from '../../../core/validation/documents.ts';
import { fieldsCheck } from '../../../core/validation/fields-check.ts';
import { jsonAtMost } from '../../../core/validation/json-size.ts';
import { MSG } from '../../../core/validation/messages.ts';
import { moneySchema } from '../../../core/validation/money.ts';
import { ORDER_MESSAGES } from '../../ordering/contract/orders.ts';
import { firstPriceInstalmentCents } from '../rules/home-equity-estimate.ts';
import { financingWithinValue, realEstateFigureEntries } from './real-estate-figures.ts';
import { SIMULATORS_ROUTES } from './simulators-routes.ts';

/** The property types of a real-estate simulation. */
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

/** The partners' results of one simulation, as the storefront posts them, fit well within this. */
export const INTEREST_RESULTS_MAX_KB = 8;

/** A record of a simulation the form would have made: the same figures and bounds (term as funding_period). */
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

// Open simulate (home equity, "crédito com imóvel")

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
    (input) => firstPriceInstalmentCents(input.loan_value, input.term) > 0,
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

export const realEstateEndpoints = {
  realEstateSimulate: {
    ...SIMULATORS_ROUTES.realEstateSimulate,
    summary: 'One partner bank’s simulation: POST {partner, data{...}}.',
    body: realEstateSimulationRequestSchema,
    response: realEstatePartnerResultSchema,
    errors: { 404: REAL_ESTATE_MESSAGES.unknownPartner, 503: REAL_ESTATE_MESSAGES.partnerDown },
  },
  realEstateInterest: {
    ...SIMULATORS_ROUTES.realEstateInterest,
    summary:
      'Records a simulation with every partner result (customer optional; when given, the logged user).',
    auth: 'optional',
    body: interestRecordRequestSchema,
    /** valid_until: the last day (yyyy-mm-dd) the simulated offers hold. */
    response: v.object({ id: v.number(), valid_until: v.string() }),
    status: 201,
  },
  openSimulate: {
    ...SIMULATORS_ROUTES.openSimulate,
    summary: 'Open home-equity simulation (PRICE at the partner monthly rate).',
    body: openSimulateRequestSchema,
    response: openSimulateAnswerSchema,
  },
} as const satisfies Record<string, Endpoint>;
