import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  birthdayIsoSchema,
  birthdaySchema,
  calendarDateSchema,
  cellphoneSchema,
  choiceOf,
  cnpjSchema,
  cpfSchema,
  emailSchema,
  fullNameSchema,
  moneySchema,
  passwordSchema,
  pastDateSchema,
  requiredString,
  requiredTrue,
  residentialNumberSchema,
  stateSchema,
} from './index.ts';

/** The first message a schema gives for a value, or null when the value passes. */
function firstMessage(schema: v.GenericSchema, input: unknown): string | null {
  const result = v.safeParse(schema, input);
  return result.success ? null : (result.issues[0]?.message ?? 'no message');
}

/** A test a row: the input, and the first message the schema gives for it (null when it passes). */
function expectMessages(title: string, schema: v.GenericSchema, cases: [unknown, string | null][]) {
  it.each(cases)(title, (input, message) => {
    expect(firstMessage(schema, input)).toBe(message);
  });
}

// 15/06/2026, local time: the "today" of every date rule below.
const now = () => new Date(2026, 5, 15, 10, 0, 0);

describe('required', () => {
  expectMessages('%j -> %s', requiredString, [
    ['', 'Campo obrigatório.'],
    ['   ', 'Campo obrigatório.'],
    [undefined, 'Campo obrigatório.'],
    [null, 'Campo obrigatório.'],
    ['x', null],
  ]);

  it('a required box must be ticked', () => {
    expect(firstMessage(requiredTrue, false)).toBe('Campo obrigatório.');
    expect(firstMessage(requiredTrue, undefined)).toBe('Campo obrigatório.');
    expect(firstMessage(requiredTrue, true)).toBeNull();
  });
});

describe('password', () => {
  expectMessages('%j -> %s', passwordSchema, [
    ['', 'Campo obrigatório.'],
    ['abc12', 'Senha precisa ser maior ou igual 8 caracteres'],
    ['abcdefg1', 'A senha precisa ter pelo menos 2 números.'],
    ['abcdefgh', 'A senha precisa ter pelo menos 2 números.'],
    ['abcde123', 'A senha precisa ter pelo menos 6 letras.'],
    ['12345678', 'A senha precisa ter pelo menos 6 letras.'],
    ['abcdef12', null],
    ['AbCdEf12', null],
    ['Sênhaá99', null],
    ['abc12de!!', 'A senha precisa ter pelo menos 6 letras.'],
    ['abc1def2g', null],
  ]);

  it('is case-sensitive: the value is kept as typed', () => {
    expect(v.parse(passwordSchema, 'AbCdEf12')).toBe('AbCdEf12');
  });
});

describe('e-mail', () => {
  expectMessages('%j -> %s', emailSchema, [
    ['', 'Campo obrigatório.'],
    ['ana @exemplo.com', 'Não pode conter espaços'],
    [' ana@exemplo.com', 'Não pode conter espaços'],
    ['ana@exemplo', 'E-mail precisa ser válido (ana@exemplo)'],
    ['ana.exemplo.com', 'E-mail precisa ser válido (ana.exemplo.com)'],
    ['ana@@exemplo.com', 'E-mail precisa ser válido (ana@@exemplo.com)'],
    ['ana@exemplo.com.br', null],
    ['Ana.Souza+loja@Exemplo.com', null],
  ]);

  it('lowercases the e-mail', () => {
    expect(v.parse(emailSchema, 'Ana@Exemplo.COM')).toBe('ana@exemplo.com');
  });
});

describe('CPF', () => {
  expectMessages('%j -> %s', cpfSchema, [
    ['529.982.247-25', null],
    ['52998224725', null],
    ['111.444.777-35', null],
    ['529.982.247-24', 'CPF Inválido'],
    ['529.982.247-15', 'CPF Inválido'],
    ['111.111.111-11', 'CPF Inválido'],
    ['00000000000', 'CPF Inválido'],
    ['999.999.999-99', 'CPF Inválido'],
    ['529.982.247', 'CPF Inválido'],
    ['5299822472a', 'CPF Inválido'],
    ['', 'Campo obrigatório.'],
  ]);
});

describe('CNPJ', () => {
  expectMessages('%j -> %s', cnpjSchema, [
    ['11.222.333/0001-81', null],
    ['11222333000181', null],
    ['11.444.777/0001-61', null],
    ['11.222.333/0001-82', 'CNPJ Inválido'],
    ['11.222.333/0001-91', 'CNPJ Inválido'],
    ['00.000.000/0000-00', 'CNPJ Inválido'],
    ['11111111111111', 'CNPJ Inválido'],
    ['1122233300018', 'CNPJ Inválido'],
    ['', 'Campo obrigatório.'],
  ]);
});

describe('names', () => {
  expectMessages('full name %j -> %s', fullNameSchema, [
    ['Ana Souza', null],
    ['João da Silva', null],
    [' Ana Souza', 'Não pode começar com espaço.'],
    ['Ana  Souza', 'Por favor, tecle apenas um espaço entre as palavras'],
    ['Ana Souza 2', 'Este campo não aceita números.'],
    ['Ana Souza!', 'Este campo não aceita caracteres especiais.'],
    ['Ana', 'Por favor, digite o nome completo.'],
    ['A Souza', 'Por favor, digite o nome completo.'],
    ['Ana Souza ', null],
    ['', 'Campo obrigatório.'],
  ]);
});

describe('state, cellphone', () => {
  expectMessages('state %j -> %s', stateSchema, [
    ['RS', null],
    ['sp', null],
    ['DF', null],
    ['XX', 'Por favor, digite uma sigla existente.'],
    ['R', 'Por favor, digite uma sigla existente.'],
  ]);

  expectMessages('cellphone %j -> %s', cellphoneSchema, [
    ['(51) 99876-5432', null],
    ['(51)99876-5432', null],
    ['(51) 89876-5432', 'Celular inválido.'],
    ['(51) 9987-6543', 'Celular inválido.'],
    ['51998765432', 'Celular inválido.'],
    ['(05) 99876-5432', 'Celular inválido.'],
    ['', 'Campo obrigatório.'],
  ]);
});

describe('birth date (today is 15/06/2026)', () => {
  const schema = birthdaySchema({ now });
  expectMessages('%j -> %s', schema, [
    ['15/06/2008', null], // 18 on the day
    ['16/06/2008', 'Idade inválida.'], // 18 tomorrow
    ['14/06/2008', null],
    ['29/02/2004', null], // leap year
    ['29/02/2005', 'Data inválida.'], // not a leap year
    ['29/02/2000', null], // divisible by 400
    ['29/02/1999', 'Data inválida.'],
    ['31/04/1990', 'Data inválida.'],
    ['01/01/1900', 'Ano inválido.'],
    ['01/01/1901', null],
    ['01/01/2027', 'Ano inválido.'], // next year
    ['01/01/2026', 'Idade inválida.'], // this year: a baby
    ['01/13/1990', 'Mês inválido.'],
    ['01/00/1990', 'Mês inválido.'],
    ['32/01/1990', 'Dia inválido.'],
    ['00/01/1990', 'Dia inválido.'],
    ['1/1/1990', 'Data inválida.'],
    ['01/01/19', 'Data inválida.'],
    ['', 'Campo obrigatório.'],
  ]);

  it('someone born on 29/02 turns 18 on 01/03 in a common year', () => {
    const born = '29/02/2008';
    expect(firstMessage(birthdaySchema({ now: () => new Date(2026, 1, 28) }), born)).toBe('Idade inválida.');
    expect(firstMessage(birthdaySchema({ now: () => new Date(2026, 2, 1) }), born)).toBeNull();
  });

  it('reads the clock when validating, not when the schema is built', () => {
    let day = new Date(2026, 5, 14);
    const moving = birthdaySchema({ now: () => day });
    expect(firstMessage(moving, '15/06/2008')).toBe('Idade inválida.');
    day = new Date(2026, 5, 15);
    expect(firstMessage(moving, '15/06/2008')).toBeNull();
  });

  it('the iso variant (yyyy-mm-dd) applies the same rules', () => {
    const iso = birthdayIsoSchema({ now });
    expect(firstMessage(iso, '2008-06-15')).toBeNull();
    expect(firstMessage(iso, '2008-06-16')).toBe('Idade inválida.');
    expect(firstMessage(iso, '15/06/2008')).toBe('Data inválida.');
  });
});

describe('issue and foundation dates, calendar dates', () => {
  const schema = pastDateSchema({ now });
  expectMessages('%j -> %s', schema, [
    ['15/06/2026', null],
    ['16/06/2026', 'Data não pode ser posterior à atual.'],
    ['01/01/2027', 'Data não pode ser posterior à atual.'],
    ['10/03/1995', null],
    ['30/02/2020', 'Data inválida.'],
  ]);

  expectMessages('calendar date %j -> %s', calendarDateSchema, [
    ['2026-07-01', null],
    ['01/07/2026', null],
    ['2026-02-30', 'Data inválida.'],
    ['amanhã', 'Data inválida.'],
  ]);
});

describe('money', () => {
  expectMessages('%j -> %s', moneySchema(), [
    [0, 'Valor precisa ser maior que 0.'],
    ['R$ 0,00', 'Valor precisa ser maior que 0.'],
    [-5, 'Valor precisa ser maior que 0.'],
    ['', 'Campo obrigatório.'],
    [undefined, 'Campo obrigatório.'],
    ['R$ 1.234,56', null],
    [150000, null],
  ]);

  expectMessages('whole centavos within 11 digits: %j -> %s', moneySchema(), [
    [10.5, null],
    [10.55, null],
    [0.07, null],
    [10.555, 'Informe o valor com no máximo 2 casas decimais.'],
    [999_999_999.99, null],
    [1_000_000_000, 'Valor máximo é R$ 999.999.999,99'],
  ]);

  it('reads pt-BR money into a number', () => {
    expect(v.parse(moneySchema(), 'R$ 1.234,56')).toBe(1234.56);
  });

  expectMessages('bounds %j -> %s', moneySchema({ min: 10000, max: 500000 }), [
    ['R$ 9.999,99', 'Valor mínimo é R$ 10.000,00'],
    ['R$ 10.000,00', null],
    ['R$ 500.000,00', null],
    ['R$ 500.000,01', 'Valor máximo é R$ 500.000,00'],
  ]);

  expectMessages('residential number %j -> %s', residentialNumberSchema, [
    ['12', null],
    [3, null],
    ['0', 'Valor precisa ser maior que 0.'],
    ['1,5', 'Valor precisa ser maior que 0.'],
  ]);
});

describe('a choice from a list', () => {
  const marital = choiceOf(['Solteiro(a)', 'Casado(a)', 1]);
  expectMessages('%j -> %s', marital, [
    ['Casado(a)', null],
    [1, null],
    ['1', null],
    ['', 'Campo obrigatório.'],
    [undefined, 'Campo obrigatório.'],
    [null, 'Campo obrigatório.'],
    ['Enrolado(a)', 'Escolha uma das opções da lista.'],
    [2, 'Escolha uma das opções da lista.'],
  ]);
});
