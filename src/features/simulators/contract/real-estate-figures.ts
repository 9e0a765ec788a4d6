import * as v from 'valibot';
import { fieldsCheck } from '../../../core/validation/fields-check.ts';
import { MSG, termRangeMessage } from '../../../core/validation/messages.ts';
import { moneySchema } from '../../../core/validation/money.ts';
import { REAL_ESTATE_BOUNDS } from './real-estate-bounds.ts';

/**
 * The figures of a real-estate financing simulation (docs/entities.md, docs/validation-and-errors.md#validation-rules money bounds), keyed by the
 * request's field names: a property worth financing, a financing within it, a term the partner
 * banks lend on and an income. The simulator form and the services' simulate and interest bodies
 * check them with these schemas, so the services refuse what the storefront refuses, in its words.
 */

const { min: minTerm, max: maxTerm } = REAL_ESTATE_BOUNDS.term;

/** Months, as a number or as typed in the form: blank is missing, anything else must be whole months in range. */
export const realEstateTermSchema = v.pipe(
  v.union([v.number(), v.string()], MSG.required),
  v.transform((value) => String(value).trim()),
  v.check((text) => text !== '', MSG.required),
  v.check(
    (text) => text === '' || (/^\d+$/.test(text) && Number(text) >= minTerm && Number(text) <= maxTerm),
    termRangeMessage(minTerm, maxTerm),
  ),
  v.transform(Number),
);

export const realEstateFigureEntries = {
  real_estate_value: moneySchema(REAL_ESTATE_BOUNDS.real_estate_value),
  financing_value: moneySchema(REAL_ESTATE_BOUNDS.financing_value),
  term: realEstateTermSchema,
  monthly_income: moneySchema(REAL_ESTATE_BOUNDS.monthly_income),
};

/** The financing up to the property's value, said on the financing once both amounts are fine. */
export function financingWithinValue<T extends { real_estate_value: number; financing_value: number }>() {
  return fieldsCheck<T>(
    ['financing_value', 'real_estate_value'],
    (input) => input.financing_value <= input.real_estate_value,
    MSG.financingAboveValue,
    'financing_value',
  );
}

/** Every figure the simulator form asks for, checked as the simulate body checks them. */
export const realEstateFiguresSchema = v.pipe(v.object(realEstateFigureEntries), financingWithinValue());
