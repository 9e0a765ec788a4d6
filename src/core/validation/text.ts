import * as v from 'valibot';
import { MSG } from './messages.ts';

/** A string that is present and not only blanks ('Campo obrigatório.'). */
export const requiredString = v.pipe(
  v.string(MSG.required),
  v.check((value) => value.trim().length > 0, MSG.required),
);

/** A box that must be ticked (terms): anything but `true` is 'Campo obrigatório.'. */
export const requiredTrue = v.literal(true, MSG.required);

/** No blank anywhere ('Não pode conter espaços'). */
export const noSpaces = v.check<string, string>((value) => !/\s/.test(value), MSG.noSpaces);

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
