import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  consortiumOrderRequestSchema,
  creditAutoOrderRequestSchema,
  ORDER_MESSAGES,
  orderPathFor,
  orderRequestSchema,
} from './checkout.ts';

describe('orderPathFor', () => {
  it.each([117, 121])('consortium %i goes to consorcio/v1/order/', (id) => {
    expect(orderPathFor(id)).toBe('consorcio/v1/order/');
  });

  it('home equity: 55 individual, 91 company', () => {
    expect(orderPathFor(55)).toBe('homeequity/v1/order/');
    expect(orderPathFor(91)).toBe('homeequity/v1/orderpj/');
  });

  it.each([
    [[10, 99], 'mortgage/v1/order/'],
    [[17, 18, 20, 22, 24], 'creditcard/v1/order/'],
    [[61, 62, 63], 'creditauto/v1/order/'],
    [[66, 67, 148, 274], 'benefits/v1/order/'],
    [[71, 72, 73, 74, 120, 144, 145], 'loan/v1/order/'],
    [[96, 97], 'realestate/v1/order/'],
  ] as const)('dedicated ids %j go to %s', (ids, path) => {
    for (const id of ids) expect(orderPathFor(id)).toBe(path);
  });

  it.each([1, 6, 14, 19, 21, 23, 29, 31, 59, 64, 65, 68, 70, 75, 98, 118, 129, 146, 233, 244, 999])(
    'any other id (%i) goes to legacy/order/',
    (id) => {
      expect(orderPathFor(id)).toBe('legacy/order/');
    },
  );
});

const base = { customer: 3, product: 1, personal_banker: 2 };
const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : v.flatten(result.issues).nested;
};

describe('order request schemas', () => {
  it('keep the form fields of docs/entities.md alongside customer, product and personal banker', () => {
    const parsed = v.parse(orderRequestSchema, { ...base, cpf: '529.982.247-25', marital: 'Solteiro(a)' });
    expect(parsed).toMatchObject({ ...base, marital: 'Solteiro(a)' });
  });

  it('answer the server CPF message and the cellphone message', () => {
    expect(
      messages(orderRequestSchema, { ...base, cpf: '111.111.111-11', principal_contact: '123' }),
    ).toEqual({
      cpf: [ORDER_MESSAGES.cpf],
      principal_contact: ['Celular inválido.'],
    });
  });

  it('consortium needs the instalment when the value type is term', () => {
    const input = { ...base, product: 117, is_pj: false, consortium_type: 'cars', value_type: 'term' };
    expect(messages(consortiumOrderRequestSchema, input)).toEqual({ term_value: ['Campo obrigatório.'] });
    expect(v.parse(consortiumOrderRequestSchema, { ...input, term_value: '1.500,00' }).term_value).toBe(1500);
  });

  it('credit auto needs credit_value', () => {
    expect(messages(creditAutoOrderRequestSchema, { ...base, product: 61 })).toHaveProperty('credit_value');
    expect(
      v.parse(creditAutoOrderRequestSchema, { ...base, product: 61, credit_value: 45000 }).credit_value,
    ).toBe(45000);
  });
});
