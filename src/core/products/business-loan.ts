import * as v from 'valibot';
import type { BureauServiceName } from '../contract/credit-messages.ts';
import { formatBRL } from '../format/money.ts';
import {
  BUSINESS_LOAN_PURPOSES,
  BUSINESS_PROPERTY_TYPES,
  COMPANY_INCOME_BANDS,
  COMPANY_ROLES,
  type Option,
} from '../format/options.ts';
import { cnpjSchema, cpfSchema } from '../validation/documents.ts';
import { fieldErrors } from '../validation/errors.ts';
import { MSG } from '../validation/messages.ts';
import { moneySchema } from '../validation/money.ts';
import { choiceOf, requiredString } from '../validation/text.ts';
import { callEntries, type SolicitationCall } from './solicitation-form.ts';

/**
 * The business-credit request (docs/routes-and-guards.md#route-table `emprestimo-empresarial`, docs/entities.md, docs/simulators.md#company-check-and-credit-profile): the company form's
 * rules, and the computed credit profile told in plain Portuguese (no document shows it).
 */

export interface BusinessForm {
  /** The representative's role in the company (Sócio, Administrador/Diretor, Procurador). */
  role: string;
  /** The company's yearly revenue band. */
  income_band: string;
  /** The company's property (business property types). */
  property_type: string;
  purpose: string;
  /** Credit wanted, in reais. */
  loan_value: number | null;
  /** The representative's monthly income, in reais (the credit profile reads it). */
  monthly_income: number | null;
  /** The representative's CPF, asked only when the account has none. */
  cpf: string;
}

export type BusinessErrors = Partial<Record<keyof BusinessForm, string>>;

export const BUSINESS_OPTIONS = {
  roles: COMPANY_ROLES,
  incomeBands: COMPANY_INCOME_BANDS,
  propertyTypes: BUSINESS_PROPERTY_TYPES,
  purposes: BUSINESS_LOAN_PURPOSES,
} as const;

export function emptyBusinessForm(): BusinessForm {
  return {
    role: '',
    income_band: '',
    property_type: '',
    purpose: '',
    loan_value: null,
    monthly_income: null,
    cpf: '',
  };
}

const valuesOf = (list: readonly Option[]) => list.map((option) => option.value);

/** docs/validation-and-errors.md#validation-rules: every choice from its list, amounts above 0 (the form's names). */
const FIELD_RULES = {
  role: choiceOf(valuesOf(BUSINESS_OPTIONS.roles)),
  income_band: choiceOf(valuesOf(BUSINESS_OPTIONS.incomeBands)),
  property_type: choiceOf(valuesOf(BUSINESS_OPTIONS.propertyTypes)),
  purpose: choiceOf(valuesOf(BUSINESS_OPTIONS.purposes)),
  loan_value: moneySchema(),
  monthly_income: moneySchema(),
};

/** docs/validation-and-errors.md#validation-rules: every field required, amounts above 0, a valid CPF when the account has none. */
export function validateBusiness(form: BusinessForm, needsCpf: boolean): BusinessErrors {
  const schema = v.object({ ...FIELD_RULES, cpf: needsCpf ? cpfSchema : v.string() }, MSG.required);
  return fieldErrors(schema, form) as BusinessErrors;
}

/** The name each form field has in the calls (company registration, solicitation, order). */
const CALL_NAMES = {
  role: 'company_role',
  income_band: 'company_income',
  property_type: 'property_type',
  purpose: 'purpose',
  loan_value: 'loan_value',
} as const satisfies Partial<Record<keyof BusinessForm, string>>;
type CalledField = keyof typeof CALL_NAMES;
const CALLED_FIELDS = Object.keys(CALL_NAMES) as CalledField[];

/** What the company's registration, solicitation and order carry of the form. */
export function businessFields(form: BusinessForm): Record<string, unknown> {
  return Object.fromEntries(CALLED_FIELDS.map((field) => [CALL_NAMES[field], form[field]]));
}

/** Names of the company form's fields in the calls. */
export const BUSINESS_CALL_FIELDS: readonly string[] = Object.values(CALL_NAMES);

/** The company form's fields as the page's registration and order carry them, whole (docs/simulators.md#company-check-and-credit-profile). */
export const BUSINESS_FORM_ENTRIES = Object.fromEntries(
  CALLED_FIELDS.map((field) => [CALL_NAMES[field], FIELD_RULES[field]]),
);
export const businessOrderFieldsSchema = v.object(BUSINESS_FORM_ENTRIES, MSG.required);

/**
 * What the page's solicitation call must carry (docs/invitations.md#solicitation): the checked company and the form's
 * fields by the same rules; creating goes without the client-only ones (the loan value).
 */
export function businessSolicitationSchema(call: SolicitationCall) {
  return v.object(
    callEntries({ cnpj: cnpjSchema, company_name: requiredString, ...BUSINESS_FORM_ENTRIES }, call),
  );
}

/** One bureau's answer (checkout `bureauResultSchema`). */
export interface BureauAnswer {
  service: BureauServiceName;
  score: number;
  risk: 'baixo' | 'medio' | 'alto';
  available_monthly_commitment: number;
  approved: boolean;
  message: string;
}

/**
 * A bureau of the profile: its answer; the failure and the request id it was logged with; or the
 * look-up refused before any bureau was asked (the CPF not yet proven the account's own), with the
 * services' words.
 */
export type BureauOutcome =
  | { service: BureauServiceName; status: 'answered'; answer: BureauAnswer }
  | { service: BureauServiceName; status: 'failed'; requestId: string | null }
  | { service: BureauServiceName; status: 'refused'; detail: string };

export const BUREAU_NAMES: Record<BureauServiceName, string> = { serasa: 'Serasa', quod: 'Quod', bmp: 'BMP' };

const RISK_WORDS: Record<BureauAnswer['risk'], string> = { baixo: 'baixo', medio: 'médio', alto: 'alto' };

/** One line per bureau, in plain Portuguese. */
export function describeBureau(outcome: BureauOutcome): string {
  const name = BUREAU_NAMES[outcome.service];
  if (outcome.status === 'refused') return `${name}: não consultado.`;
  if (outcome.status === 'failed') {
    const protocol = outcome.requestId ? ` (protocolo ${outcome.requestId})` : '';
    return `${name} não respondeu agora${protocol}; a consulta pode ser refeita mais tarde.`;
  }
  const { answer } = outcome;
  const verdict = answer.approved
    ? `aprovou o perfil para análise de crédito, com margem mensal disponível de ${formatBRL(answer.available_monthly_commitment)}`
    : 'não aprovou o perfil pelos seus critérios';
  return `${name}: pontuação ${answer.score} de 1000, risco ${RISK_WORDS[answer.risk]}; ${verdict}.`;
}

/** The summary over the three bureaus. */
export function profileSummary(outcomes: readonly BureauOutcome[]): string {
  const refused = outcomes.find((o) => o.status === 'refused');
  if (refused) return `${refused.detail} O pedido segue para análise mesmo assim.`;
  const answered = outcomes.filter((o) => o.status === 'answered');
  const approved = answered.filter((o) => o.status === 'answered' && o.answer.approved).length;
  if (answered.length === 0)
    return 'Nenhum birô de crédito respondeu agora. O pedido segue para análise mesmo assim.';
  const consulted = answered.length === 1 ? 'birô consultado' : 'birôs consultados';
  if (approved === 0) {
    const none =
      answered.length === 1
        ? 'O birô consultado não aprovou'
        : `Nenhum dos ${answered.length} ${consulted} aprovou`;
    return `${none} o perfil. As instituições ainda podem analisar o pedido com outros critérios.`;
  }
  return `${approved} de ${answered.length} ${consulted} ${approved === 1 ? 'aprovou' : 'aprovaram'} o perfil para análise de crédito.`;
}
