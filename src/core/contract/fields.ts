/** Field schemas the checkout contract's resources share. */
import * as v from 'valibot';
import { MSG } from '../validation/messages.ts';

/** A value of the wrong kind (the services' generic wording). */
export const INVALID = 'Valor inválido.';

/** A row id: a positive integer, 'Campo obrigatório.' otherwise. */
export const id = v.pipe(v.number(MSG.required), v.integer(MSG.required), v.minValue(1, MSG.required));

export const optionalText = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000))));
