import { brToIsoDate, isoToBrDate } from '../../../core/format/dates.ts';
import { mask } from '../../../core/format/masks.ts';
import { PROPERTY_TYPES } from '../../../core/format/options.ts';
import { REAL_ESTATE_QUERY_FIELDS, type RealEstateQueryKey } from '../../../core/routes/real-estate-query.ts';
import type { BodyOf } from '../../../core/transport/call-types.ts';
import { FEDERATIVE_UNITS } from '../../../core/validation/federative-units.ts';
import type { SIMULATORS_ROUTES } from '../contract/simulators-routes.ts';

/**
 * The real-estate financing simulator's form (docs/entities.md real-estate simulation request): what the
 * inputs hold, the rules they are checked by, and how they travel in a query string (a banker's
 * link, docs/routes-and-guards.md#guards, and the share link).
 */

export interface RealEstateInputs {
  /** Amounts in reais; null while empty. */
  realEstateValue: number | null;
  financingValue: number | null;
  /** Months, as typed. */
  term: string;
  realEstateType: string;
  /** Federative unit, two capitals. */
  state: string;
  monthlyIncome: number | null;
  profession: string;
  /** dd/mm/yyyy, as the masked input shows it; optional. */
  birthday: string;
}

export type RealEstateField = keyof RealEstateInputs;

export type RealEstateErrors = Partial<Record<RealEstateField, string>>;

/** The `data` of a partner simulation request, as its contract entry types it. */
export type SimulationData = BodyOf<typeof SIMULATORS_ROUTES.realEstateSimulate>['data'];
type RealEstateType = SimulationData['real_estate_type'];

/** Whether a chosen type is one the services know (the select's and the query's values). */
export function isRealEstateType(value: string): value is RealEstateType {
  return PROPERTY_TYPES.some((option) => option.value === value);
}

/**
 * The inputs under the request's field names (docs/entities.md): the one map between the form and its
 * request, read by the rules (the services' own schemas) and by the query string, so a banker's
 * link reads plainly.
 */
export const REQUEST_FIELDS: Readonly<Record<RealEstateField, RealEstateQueryKey>> = REAL_ESTATE_QUERY_FIELDS;

export function emptyRealEstateInputs(): RealEstateInputs {
  return {
    realEstateValue: null,
    financingValue: null,
    term: '',
    realEstateType: '',
    state: '',
    monthlyIncome: null,
    profession: '',
    birthday: '',
  };
}

/** 'Você está financiando 80% do valor do imóvel.' while both values are typed. */
export function financedShareText(
  inputs: Pick<RealEstateInputs, 'realEstateValue' | 'financingValue'>,
): string | null {
  const { realEstateValue, financingValue } = inputs;
  if (!realEstateValue || !financingValue) return null;
  const share = (financingValue / realEstateValue) * 100;
  const text = share.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  return `Você está financiando ${text}% do valor do imóvel.`;
}

/** The `data` of a partner simulation request (docs/entities.md) for valid inputs; null without a known type. */
export function simulationData(
  inputs: RealEstateInputs,
  parties: { product: number; personalBanker: number | null; customer: number | null },
): SimulationData | null {
  const type = inputs.realEstateType;
  if (!isRealEstateType(type)) return null;
  return {
    financing_value: inputs.financingValue ?? 0,
    term: Number(inputs.term),
    real_estate_value: inputs.realEstateValue ?? 0,
    real_estate_type: type,
    real_estate_address_state: inputs.state,
    monthly_income: inputs.monthlyIncome ?? 0,
    profession: inputs.profession.trim() || null,
    birthday: inputs.birthday.trim() ? brToIsoDate(inputs.birthday.trim()) : null,
    product: parties.product,
    personal_banker: parties.personalBanker,
    customer: parties.customer,
  };
}

function moneyOf(text: string | undefined): number | null {
  if (!text) return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) / 100 : null;
}

/**
 * Inputs from query pairs (the address, or what docs/routes-and-guards.md#guards stored in session storage). Unknown or
 * malformed values are left empty; the birthday may come as yyyy-mm-dd or dd/mm/yyyy.
 */
export function inputsFromQuery(
  read: (key: RealEstateQueryKey) => string | null | undefined,
): RealEstateInputs {
  const text = (key: RealEstateQueryKey) => read(key)?.trim() ?? '';
  const type = text(REQUEST_FIELDS.realEstateType);
  const state = text(REQUEST_FIELDS.state).toUpperCase();
  const term = text(REQUEST_FIELDS.term);
  const birthday = text(REQUEST_FIELDS.birthday);
  return {
    realEstateValue: moneyOf(text(REQUEST_FIELDS.realEstateValue)),
    financingValue: moneyOf(text(REQUEST_FIELDS.financingValue)),
    term: /^\d{1,3}$/.test(term) ? term : '',
    realEstateType: PROPERTY_TYPES.some((option) => option.value === type) ? type : '',
    state: (FEDERATIVE_UNITS as readonly string[]).includes(state) ? state : '',
    monthlyIncome: moneyOf(text(REQUEST_FIELDS.monthlyIncome)),
    profession: text(REQUEST_FIELDS.profession).slice(0, 80),
    birthday: mask(/^\d{4}-\d{2}-\d{2}$/.test(birthday) ? isoToBrDate(birthday) : birthday, 'birthday'),
  };
}

/** The query string of the inputs (only the filled ones): what the share link carries. */
export function inputsToQuery(inputs: RealEstateInputs): string {
  const query = new URLSearchParams();
  const put = (field: RealEstateField, value: string | number | null) => {
    if (value !== null && value !== '') query.set(REQUEST_FIELDS[field], String(value));
  };
  put('realEstateValue', inputs.realEstateValue);
  put('financingValue', inputs.financingValue);
  put('term', inputs.term.trim());
  put('realEstateType', inputs.realEstateType);
  put('state', inputs.state);
  put('monthlyIncome', inputs.monthlyIncome);
  put('profession', inputs.profession.trim());
  const birthday = inputs.birthday.trim() ? brToIsoDate(inputs.birthday.trim()) : null;
  put('birthday', birthday);
  return query.toString();
}

/** True when the query carries anything for the simulator. */
export function hasSimulatorQuery(read: (key: RealEstateQueryKey) => string | null | undefined): boolean {
  return Object.values(REQUEST_FIELDS).some((key) => Boolean(read(key)));
}

/** A logged-in customer's birthday fills an empty field (income is not kept on the account). */
export function prefillFromUser(
  inputs: RealEstateInputs,
  user: { birthday: string | null } | null,
): RealEstateInputs {
  if (!user?.birthday || inputs.birthday) return inputs;
  return { ...inputs, birthday: isoToBrDate(user.birthday) };
}
