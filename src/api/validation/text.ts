import * as v from 'valibot';
import { MSG, maxLengthMessage, minLengthMessage } from './messages.ts';

/** A string that is present and not only blanks ('Campo obrigatório.'). */
export const requiredString = v.pipe(
  v.string(MSG.required),
  v.check((value) => value.trim().length > 0, MSG.required),
);

/** A box that must be ticked (terms): anything but `true` is 'Campo obrigatório.'. */
export const requiredTrue = v.literal(true, MSG.required);

/** A yes/no answer that must be given (true or false). */
export const requiredBoolean = v.boolean(MSG.required);

/** At least `n` characters. */
export function minChars(n: number) {
  return v.minLength<string, number, string>(n, minLengthMessage(n));
}

/** At most `n` characters. */
export function maxChars(n: number) {
  return v.maxLength<string, number, string>(n, maxLengthMessage(n));
}

/** Rejects a value made only of zeros, up to 10 of them ('Informe outro valor'). */
export const notJustZeros = v.check<string, string>((value) => !/^0{1,10}$/.test(value), MSG.justZeros);

/** Letters, digits and spaces only ('Este campo não aceita caracteres especiais.'). */
export const noSpecialChars = v.check<string, string>(
  (value) => /^[\p{L}\p{N} ]*$/u.test(value),
  MSG.specialChars,
);

/** At least one digit ('Precisa ter pelo menos 1 número'). */
export const hasNumber = v.check<string, string>((value) => /\d/.test(value), MSG.oneNumber);

/** No blank anywhere ('Não pode conter espaços'). */
export const noSpaces = v.check<string, string>((value) => !/\s/.test(value), MSG.noSpaces);

/** Only the digits of a value (masks and separators removed). */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * One of a list's values, as a select offers them: none chosen is 'Campo obrigatório.', a value
 * the list does not have is 'Escolha uma das opções da lista.'.
 */
export function choiceOf(values: readonly (string | number)[]) {
  const allowed = new Set(values.map(String));
  return v.pipe(
    v.union([v.string(MSG.required), v.number(MSG.required)], MSG.required),
    v.check((value) => String(value).trim() !== '', MSG.required),
    v.check((value) => String(value).trim() === '' || allowed.has(String(value)), MSG.option),
  );
}
