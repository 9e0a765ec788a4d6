/** Field schemas the checkout contract's resources share. */
import * as v from 'valibot';
import { MSG } from '../validation/messages.ts';

/** A value of the wrong kind (the services' generic wording). */
export const INVALID = 'Valor inválido.';

/** A row id: a positive integer, 'Campo obrigatório.' otherwise. */
export const id = v.pipe(v.number(MSG.required), v.integer(MSG.required), v.minValue(1, MSG.required));

/** A whole number from `min` to `max`, with one message for every way it can be wrong. */
export const wholeNumberIn = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

export const optionalText = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000))));
