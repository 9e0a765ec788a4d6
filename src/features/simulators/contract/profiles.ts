/** Credit profile and bureaus (docs/simulators.md#company-check-and-credit-profile). */
import * as v from 'valibot';
import { BUREAU_SERVICES, SOLICITATION_MESSAGES } from '../../../core/contract/credit-messages.ts';
import type { Endpoint } from '../../../core/contract/endpoint.ts';
import { INVALID } from '../../../core/contract/fields.ts';
import { isCpf } from '../../../core/validation/documents.ts';
import { MSG } from '../../../core/validation/messages.ts';
import { moneySchema } from '../../../core/validation/money.ts';
import { ORDER_MESSAGES } from '../../ordering/contract/orders.ts';
import { SIMULATORS_ROUTES } from './simulators-routes.ts';

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
  /**
   * Our own texts: the CPF is not yet proven the account's own (docs/offers.md#the-look-up), said
   * so that they read right to the customer and to the banker the customer authorized.
   */
  identity: {
    cpfRequired: 'A consulta de crédito precisa do CPF no cadastro da conta.',
    emailUnconfirmed:
      'A consulta de crédito só é feita para o CPF de uma conta com o e-mail confirmado. Confirme o e-mail da conta e tente de novo.',
    birthdayRequired: 'A consulta de crédito precisa da data de nascimento no cadastro da conta.',
    identityMismatch:
      'O nome e a data de nascimento do cadastro não conferem com os do titular deste CPF. Corrija os dados da conta e tente de novo.',
  },
} as const;

export const profileEndpoints = {
  profileCreate: {
    ...SIMULATORS_ROUTES.profileCreate,
    summary: 'Creates a credit profile (optionally of a solicitation).',
    auth: 'required',
    body: profileRequestSchema,
    response: v.object({ id: v.number() }),
    status: 201,
  },
  profileCalculate: {
    ...SIMULATORS_ROUTES.profileCalculate,
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
    ...SIMULATORS_ROUTES.profileService,
    summary: 'Computes one bureau (serasa, quod or bmp) for a profile.',
    auth: 'required',
    response: bureauResultSchema,
    errors: { 404: PROFILE_MESSAGES.notFound, 503: 'The bureau is unavailable.' },
  },
} as const satisfies Record<string, Endpoint>;
