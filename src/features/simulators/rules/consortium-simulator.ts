import { MONEY_MAX_DIGITS } from '../../../core/format/money.ts';
import { CONSORTIUM_TYPES } from '../../../core/format/options.ts';
import { MSG, maxMoneyMessage } from '../../../core/validation/messages.ts';

/**
 * The consortium simulator's inputs (docs/simulators.md#simulations): consortium type, whether the value is the
 * monthly instalment or the whole letter, and the value; kept in the address's query (docs/routes-and-guards.md#guards).
 */

export type ValueType = 'term' | 'full';

export interface ConsortiumInputs {
  consortiumType: string;
  valueType: ValueType;
  /** Reais; null while empty. */
  value: number | null;
}

export type ConsortiumErrors = Partial<Record<keyof ConsortiumInputs, string>>;

/** A letter as the checkout service answers it (`consorcio/v2/letter/`). */
export interface Letter {
  code: string;
  administrator: string;
  administrator_name: string;
  consortium_type: string;
  credit_value: number;
  term: number;
  installment: number;
  /** Administration fee over the whole term, in percent. */
  admin_fee: number;
  reserve_fund: number;
  group: string;
  situation: string;
}

export type LetterSort = 'relevance' | 'installment' | 'admin_fee';

export const LETTER_SORT_LABELS: Record<LetterSort, string> = {
  relevance: 'Mais próximas do valor',
  installment: 'Menor parcela',
  admin_fee: 'Menor taxa de administração',
};

export const VALUE_TYPE_OPTIONS: readonly { value: ValueType; label: string }[] = [
  { value: 'term', label: 'Valor da parcela' },
  { value: 'full', label: 'Valor da carta' },
];

const MONEY_MAX = (10 ** MONEY_MAX_DIGITS - 1) / 100;

export function emptyConsortiumInputs(): ConsortiumInputs {
  return { consortiumType: '', valueType: 'full', value: null };
}

export function validateConsortium(inputs: ConsortiumInputs): ConsortiumErrors {
  const errors: ConsortiumErrors = {};
  if (!CONSORTIUM_TYPES.some((option) => option.value === inputs.consortiumType))
    errors.consortiumType = MSG.required;
  if (inputs.value === null) errors.value = MSG.required;
  else if (inputs.value <= 0) errors.value = MSG.positive;
  else if (inputs.value > MONEY_MAX) errors.value = maxMoneyMessage(MONEY_MAX);
  return errors;
}

export function consortiumFromQuery(read: (key: string) => string | null): ConsortiumInputs {
  const type = read('consortium_type') ?? '';
  const value = Number(read('value'));
  return {
    consortiumType: CONSORTIUM_TYPES.some((option) => option.value === type) ? type : '',
    valueType: read('value_type') === 'term' ? 'term' : 'full',
    value: Number.isFinite(value) && value > 0 && value <= MONEY_MAX ? Math.round(value * 100) / 100 : null,
  };
}

/** The query of the inputs: kept in the address and sent to the letters call (with the page). */
export function consortiumQuery(inputs: ConsortiumInputs, page?: number): string {
  const query = new URLSearchParams();
  if (inputs.consortiumType) query.set('consortium_type', inputs.consortiumType);
  query.set('value_type', inputs.valueType);
  if (inputs.value !== null) query.set('value', String(inputs.value));
  if (page !== undefined && page > 1) query.set('page', String(page));
  return query.toString();
}

/** Letters in the chosen order; 'relevance' keeps the service's (nearest to the value first). */
export function sortLetters(letters: readonly Letter[], sort: LetterSort): Letter[] {
  if (sort === 'relevance') return [...letters];
  return [...letters].sort((a, b) => a[sort] - b[sort] || a.code.localeCompare(b.code));
}

/** What a chosen letter puts in the consortium order (docs/entities.md: is_pj comes from the product). */
export function letterOrderChoice(inputs: ConsortiumInputs, letter: Letter) {
  return {
    consortium: {
      consortiumType: letter.consortium_type,
      valueType: inputs.valueType,
      termValue: letter.installment,
      propertyValue: letter.credit_value,
    },
    fields: {
      letter: letter.code,
      administrator: letter.administrator,
      term: letter.term,
      admin_fee: letter.admin_fee,
    },
  };
}

/**
 * What a letter costs over its term: the instalments summed (credit, administration fee and
 * reserve fund), and the administration fee spread per month. A consortium charges no interest,
 * so it has no CET.
 */
export function letterCosts(letter: Pick<Letter, 'installment' | 'term' | 'admin_fee'>) {
  return {
    totalPaid: (Math.round(letter.installment * 100) * letter.term) / 100,
    /** Percent of the credit per month. */
    adminFeePerMonth: letter.term > 0 ? letter.admin_fee / letter.term : 0,
  };
}
