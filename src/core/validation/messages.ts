/**
 * Every pt-BR message of the validation rules (docs/validation-and-errors.md#validation-rules). The storefront shows them as they are and
 * the services answer them in their 400 bodies, so both sides read the same words from here.
 */
export const MSG = {
  required: 'Campo obrigatório.',
  passwordMin: 'Senha precisa ser maior ou igual 8 caracteres',
  /** Our own text (docs/validation-and-errors.md#validation-rules gives only the rule). */
  passwordDigits: 'A senha precisa ter pelo menos 2 números.',
  /** Our own text (docs/validation-and-errors.md#validation-rules gives only the rule). */
  passwordLetters: 'A senha precisa ter pelo menos 6 letras.',
  /** Our own text: the confirmation of a new password differs. */
  passwordMismatch: 'As senhas não conferem.',
  noSpaces: 'Não pode conter espaços',
  cpf: 'CPF Inválido',
  cnpj: 'CNPJ Inválido',
  singleSpace: 'Por favor, tecle apenas um espaço entre as palavras',
  /** Our own text: a name that starts with a space. */
  leadingSpace: 'Não pode começar com espaço.',
  /** Our own text: a name with digits. */
  nameDigits: 'Este campo não aceita números.',
  fullName: 'Por favor, digite o nome completo.',
  state: 'Por favor, digite uma sigla existente.',
  cellphone: 'Celular inválido.',
  year: 'Ano inválido.',
  month: 'Mês inválido.',
  day: 'Dia inválido.',
  age: 'Idade inválida.',
  date: 'Data inválida.',
  futureDate: 'Data não pode ser posterior à atual.',
  positive: 'Valor precisa ser maior que 0.',
  specialChars: 'Este campo não aceita caracteres especiais.',
  /** Our own text: the verification code has 6 digits. */
  code: 'O código precisa ter 6 dígitos.',
  /** Our own text: a time that is not HH:MM. */
  time: 'Horário inválido.',
  /** Our own text: a range whose end is not after its start. */
  timeOrder: 'O horário final precisa ser depois do inicial.',
  /** Our own text: a contact scheduled for a day that has passed. */
  pastSchedule: 'A data não pode ser anterior a hoje.',
  /** Our own text: a contact scheduled more than a year ahead (the year 9999). */
  farSchedule: 'A data precisa estar dentro dos próximos 12 meses.',
  /** Our own text: money sent as text not in pt-BR form ('6000.00', '6,000.00'). */
  moneyFormat: 'Informe o valor em reais no formato 1.234,56.',
  /** Our own text: money with more than 2 decimals (docs/validation-and-errors.md#constants-and-limits: 2 decimals). */
  moneyCents: 'Informe o valor com no máximo 2 casas decimais.',
  /** Our own text: a choice that is not one of its list's options. */
  option: 'Escolha uma das opções da lista.',
  /** Our own text: a real-estate financing above the property's value. */
  financingAboveValue: 'O financiamento não pode passar do valor do imóvel.',
  /** Our own text: a credit so small that its instalment rounds to R$ 0,00. */
  noInstalment: 'O valor do empréstimo é pequeno demais para gerar parcelas.',
} as const;

/** Our own text: a term outside its range ('Informe um prazo entre 12 e 420 meses.'). */
export function termRangeMessage(min: number, max: number): string {
  return `Informe um prazo entre ${min} e ${max} meses.`;
}

/** Our own text: a time outside its period ('Escolha um horário entre 08:00 e 12:00.'). */
export function slotMessage(first: string, last: string): string {
  return `Escolha um horário entre ${first} e ${last}.`;
}

/** 'E-mail precisa ser válido ({email})' with the typed e-mail in place. */
export function invalidEmailMessage(email: string): string {
  return `E-mail precisa ser válido (${email})`;
}

/** 'O campo deve ter no máximo N caracteres'. */
export function maxLengthMessage(n: number): string {
  return `O campo deve ter no máximo ${n} caracteres`;
}

const moneyFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'Valor mínimo é R$ {min}' with the amount in pt-BR (R$ 1.000,00). */
export function minMoneyMessage(min: number): string {
  return `Valor mínimo é R$ ${moneyFormat.format(min)}`;
}

/** 'Valor máximo é R$ {max}' with the amount in pt-BR. */
export function maxMoneyMessage(max: number): string {
  return `Valor máximo é R$ ${moneyFormat.format(max)}`;
}
