import * as v from 'valibot';
import { brToIsoDate } from '../format/dates.ts';
import { digitsOf } from '../format/digits.ts';
import { isCellphone } from '../validation/contact.ts';
import { birthdayError } from '../validation/dates.ts';
import { isCpf } from '../validation/documents.ts';
import { MSG } from '../validation/messages.ts';
import { requiredString } from '../validation/text.ts';
import { SHARED_MSG } from './shared-messages.ts';

/** Messages the services answer beyond the shared validation rules (docs/validation-and-errors.md#error-catalogue). */
export const SERVER_MSG = {
  cpfInvalid: SHARED_MSG.cpfInvalid,
  emailInvalid: 'E-mail informado não é válido.',
  emailProvider: 'Provedor do serviço de e-mail não é válido.',
  emailNotRegistered: 'E-mail não cadastrado.',
  loginFailed: 'Usuário ou senha incorreto.',
  codeFailed: 'Este código não funcionou. Verifique o código e tente novamente.',
  setPasswordFailed: 'Por favor tente novamente.',
  emailTaken: 'E-mail já cadastrado.',
  cpfTaken: 'CPF já cadastrado.',
  cpfLocked: 'O CPF não pode ser alterado depois de cadastrado.',
  emailLocked: 'O e-mail não pode ser alterado enquanto houver uma autorização.',
  productNotFound: SHARED_MSG.productNotFound,
  bankerNotFound: 'Personal Banker não encontrado.',
  groupNotFound: 'Grupo de produtos não encontrado.',
  termsNotFound: 'Termos de uso não encontrados.',
  userNotFound: 'Usuário não encontrado.',
  codeSent: 'Código enviado para o seu e-mail.',
  passwordSet: 'Senha definida com sucesso.',
  loggedOut: 'Sessão encerrada.',
  currentPasswordWrong: 'Senha atual incorreta.',
  emailChangeSent:
    'Enviamos um código para o novo e-mail. O e-mail da conta muda quando o código for confirmado.',
  emailChanged: 'E-mail alterado. Entre novamente com o novo e-mail.',
  /** Our own text: asking to confirm an e-mail the account already confirmed. */
  emailAlreadyConfirmed: 'O seu e-mail já está confirmado.',
} as const;

/** Kinds of consortium the administrators run groups for (docs/entities.md, option lists). */
export const CONSORTIUM_TYPES = [
  'cars',
  'motorcycles',
  'heavy',
  'agro',
  'real_estate',
  'services',
  'other',
] as const;

/** Largest id a database `integer` column holds (2^31 - 1). */
export const MAX_ID = 2_147_483_647;

/**
 * A positive integer id from a path segment (digits only: no `1e20`, `0x1f` or `1.0`) or a
 * number, within what the database's integer ids hold.
 */
export const IdParam = v.pipe(
  v.union(
    [v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'Identificador inválido.')), v.number()],
    'Identificador inválido.',
  ),
  v.transform((value) => Number(value)),
  v.number('Identificador inválido.'),
  v.integer('Identificador inválido.'),
  v.minValue(1, 'Identificador inválido.'),
  v.maxValue(MAX_ID, 'Identificador inválido.'),
);

/** A store slug: lowercase letters, digits and hyphens. */
export const SlugParam = v.pipe(
  requiredString,
  v.toLowerCase(),
  v.regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'Identificador inválido.'),
);

/** CPF as the services accept it (masked or bare), answered as its 11 digits. */
export const CpfInput = v.pipe(requiredString, v.check(isCpf, SERVER_MSG.cpfInvalid), v.transform(digitsOf));

/** An e-mail as the services accept it: trimmed, lowercased, a plausible address. */
export const EmailInput = v.pipe(
  v.string(MSG.required),
  v.trim(),
  v.toLowerCase(),
  v.check((value) => value.length > 0, MSG.required),
  v.check((value) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value), SERVER_MSG.emailInvalid),
  v.maxLength(254, SERVER_MSG.emailInvalid),
);

/** A cellphone '(dd) 9dddd-dddd' (spaces ignored). */
export const CellphoneInput = v.pipe(requiredString, v.trim(), v.check(isCellphone, MSG.cellphone));

/** A birth date typed dd/mm/yyyy or carried as yyyy-mm-dd; answered as yyyy-mm-dd. */
export const BirthdayInput = v.pipe(
  requiredString,
  v.trim(),
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = birthdayError(dataset.value);
    if (message) addIssue({ message });
  }),
  v.transform((value) => brToIsoDate(value) ?? value),
);

/** A short free text (names of things, sources). */
export const ShortText = (max = 200) =>
  v.pipe(requiredString, v.trim(), v.maxLength(max, `O campo deve ter no máximo ${max} caracteres`));

/** `{detail}`: the answer of most failures and of some successes. */
export const Detail = v.object({ detail: v.string() });

/** One page of a list paged by links: the total count, the next and previous pages' addresses, the items. */
export const LinkedPage = <TItem extends v.GenericSchema>(item: TItem) =>
  v.object({
    count: v.number(),
    next: v.nullable(v.string()),
    previous: v.nullable(v.string()),
    results: v.array(item),
  });
