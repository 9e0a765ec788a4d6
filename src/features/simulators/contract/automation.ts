/**
 * Contract of the automation service (docs/services.md#calls "Automation service"), mounted at `/api/automation`.
 * `sendSimulations` mails simulation results; `realEstateCredit` (its payload is our own
 * design) forwards a real-estate credit request to the banker.
 */
import * as v from 'valibot';
import { Detail, MAX_ID, SERVER_MSG } from '../../../core/contract/common.ts';
import { contractOf } from '../../../core/contract/contracts.ts';
import type { Endpoint } from '../../../core/contract/endpoint.ts';
import { isCellphone, stateSchema } from '../../../core/validation/contact.ts';
import { birthdayToIsoSchema } from '../../../core/validation/dates.ts';
import { documentDigitsSchema, isCpf } from '../../../core/validation/documents.ts';
import { emailSchema } from '../../../core/validation/email.ts';
import { MSG } from '../../../core/validation/messages.ts';
import { moneySchema } from '../../../core/validation/money.ts';
import { AUTOMATION_MESSAGES } from './automation-messages.ts';
import { AUTOMATION_ROUTES } from './automation-routes.ts';
import { REAL_ESTATE_TYPES } from './real-estate.ts';

const id = v.pipe(
  v.number(MSG.required),
  v.integer(MSG.required),
  v.minValue(1, MSG.required),
  v.maxValue(MAX_ID, 'Identificador inválido.'),
);
const text = (max = 200) =>
  v.pipe(v.string(MSG.required), v.trim(), v.minLength(1, MSG.required), v.maxLength(max));
/**
 * POST /sendSimulations: mails a stored simulation (the id answered by the interest record). The
 * mail is written from the stored record only, never from text in the request, and goes to the
 * customer who made it (with the banker in copy) or, sent by the banker, to one of the banker's
 * customers. Other fields of the documented body (name, payload, pb*, product*) are ignored.
 */
export const sendSimulationsSchema = v.object({
  simulation: id,
  /** The recipient: the customer's own address (the default) or, for the banker, a customer's. */
  email: v.optional(emailSchema),
});

/** POST /realEstateCredit: a customer's real-estate credit request, forwarded to the banker. */
export const realEstateCreditSchema = v.object({
  personal_banker: id,
  product: v.optional(v.nullable(id)),
  full_name: text(),
  email: emailSchema,
  cpf: documentDigitsSchema(SERVER_MSG.cpfInvalid, isCpf),
  birthday: birthdayToIsoSchema,
  principal_contact: v.pipe(v.string(MSG.cellphone), v.check(isCellphone, MSG.cellphone)),
  marital_status: text(40),
  income_source: text(40),
  profession: text(80),
  monthly_income: moneySchema(),
  /** Code of the bank chosen from `realEstateCredit/lists`. */
  bank: text(20),
  real_estate_value: moneySchema(),
  financing_value: moneySchema(),
  term: v.pipe(v.number(MSG.required), v.integer(MSG.required), v.minValue(1, MSG.positive), v.maxValue(600)),
  real_estate_type: v.picklist(REAL_ESTATE_TYPES, MSG.required),
  real_estate_address_state: v.pipe(
    stateSchema,
    v.transform((value) => value.trim().toUpperCase()),
  ),
});

export const realEstateCreditAnswerSchema = v.object({ id: v.number(), detail: v.string() });

export const automationEndpoints = {
  sendSimulations: {
    ...AUTOMATION_ROUTES.sendSimulations,
    summary:
      "Mails a stored simulation to the customer who made it (banker in copy) or, sent by the banker, to one of the banker's customers. At most 10 sends per hour per user.",
    auth: 'required',
    body: sendSimulationsSchema,
    response: Detail,
    status: 202,
    errors: {
      403: `${AUTOMATION_MESSAGES.notYours} / ${AUTOMATION_MESSAGES.notYourCustomer}`,
      404: AUTOMATION_MESSAGES.simulationNotFound,
      429: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    },
  },
  realEstateCredit: {
    ...AUTOMATION_ROUTES.realEstateCredit,
    summary: 'Stores a real-estate credit request and forwards it to the banker by e-mail.',
    auth: 'required',
    body: realEstateCreditSchema,
    response: realEstateCreditAnswerSchema,
    status: 201,
    errors: { 403: AUTOMATION_MESSAGES.notYours, 404: SERVER_MSG.bankerNotFound },
  },
} as const satisfies Record<string, Endpoint>;

export const service = contractOf('automation', automationEndpoints);
