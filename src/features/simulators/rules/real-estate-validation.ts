import * as v from 'valibot';
import { birthdayError } from '../../../core/validation/dates.ts';
import { issuesByField } from '../../../core/validation/errors.ts';
import { FEDERATIVE_UNITS } from '../../../core/validation/federative-units.ts';
import { MSG } from '../../../core/validation/messages.ts';
import { realEstateFiguresSchema } from '../contract/real-estate-figures.ts';
import {
  isRealEstateType,
  REQUEST_FIELDS,
  type RealEstateErrors,
  type RealEstateField,
  type RealEstateInputs,
} from './real-estate-simulator.ts';

/**
 * The rules of the real-estate simulator's form, apart from the form (src/features/simulators/rules/real-estate-simulator.ts):
 * they bring the schema library, which the simulator loads when the visitor first types or asks
 * for a simulation, not with the page.
 */

const FIGURES = ['realEstateValue', 'financingValue', 'term', 'monthlyIncome'] as const;

/** The first message of each figure, checked by the schema the simulate request is checked by. */
function figureErrors(inputs: RealEstateInputs): RealEstateErrors {
  const body = Object.fromEntries(FIGURES.map((field) => [REQUEST_FIELDS[field], inputs[field]]));
  const result = v.safeParse(realEstateFiguresSchema, body);
  const messages = result.success ? {} : issuesByField(result.issues, 1);
  const errors: RealEstateErrors = {};
  for (const field of FIGURES) {
    const message = messages[REQUEST_FIELDS[field]]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

/** The messages of every field breaking a rule (docs/validation-and-errors.md#validation-rules words where docs/validation-and-errors.md#validation-rules has them). */
export function validateRealEstate(
  inputs: RealEstateInputs,
  now: () => Date = () => new Date(),
): RealEstateErrors {
  const errors = figureErrors(inputs);
  const set = (field: RealEstateField, message: string | null | undefined) => {
    if (message) errors[field] = message;
  };
  if (!isRealEstateType(inputs.realEstateType)) set('realEstateType', MSG.required);
  if (!inputs.state) set('state', MSG.required);
  else if (!(FEDERATIVE_UNITS as readonly string[]).includes(inputs.state)) set('state', MSG.state);
  if (inputs.birthday.trim()) set('birthday', birthdayError(inputs.birthday.trim(), now));
  return errors;
}
