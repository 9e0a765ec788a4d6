import { describe, expect, it } from 'vitest';
import {
  applyMask,
  formatContact,
  formatDigits,
  fromStoredPhone,
  mask,
  maskPhone,
  toStoredPhone,
} from './masks.ts';

describe('masks as the user types', () => {
  it.each([
    ['cellphone', '51998765432', '(51) 99876-5432'],
    ['cellphone', '519', '(51) 9'],
    ['cellphone', '51', '(51'],
    ['cellphone', '(51) 99876-54329999', '(51) 99876-5432'],
    ['cpf', '52998224725', '529.982.247-25'],
    ['cpf', '5299', '529.9'],
    ['cnpj', '11222333000181', '11.222.333/0001-81'],
    ['birthday', '10031990', '10/03/1990'],
    ['birthday', '1003', '10/03'],
    ['rg', '12345678901', '123.456.789-01'],
    ['newRg', '12.345.678-901234567', '12345678901234'],
    ['cep', '90010000', '90010-000'],
  ] as const)('%s %j -> %j', (name, typed, shown) => {
    expect(mask(typed, name)).toBe(shown);
  });

  it('ignores what is not a digit', () => {
    expect(applyMask('ab1c2', '#-#')).toBe('1-2');
    expect(mask('', 'cpf')).toBe('');
  });

  it('the phone mask follows the digit count', () => {
    expect(maskPhone('5133334444')).toBe('(51) 3333-4444');
    expect(maskPhone('51999998888')).toBe('(51) 99999-8888');
  });
});

describe('formatting stored values by digit count', () => {
  it.each([
    ['phone', '5133334444', '(51) 3333-4444'],
    ['phone', '513333444', '513333444'],
    ['cellphone', '51999998888', '(51) 99999-8888'],
    ['zip', '90010000', '90010-000'],
    ['zip', '9001000', '9001000'],
    ['cnpj', '11222333000181', '11.222.333/0001-81'],
    ['cpf', '52998224725', '529.982.247-25'],
    ['cpf', '5299822472', '5299822472'],
  ] as const)('%s %j -> %j', (kind, value, shown) => {
    expect(formatDigits(value, kind)).toBe(shown);
  });

  it.each([
    ['5133334444', '(51) 3333-4444'],
    ['51 - 999998888', '(51) 99999-8888'],
    ['+1 555', '+1 555'],
  ])('contact %j -> %j', (value, shown) => {
    expect(formatContact(value)).toBe(shown);
  });
});

describe('stored phone', () => {
  it("is kept as 'area - number' and read back into the mask", () => {
    expect(toStoredPhone('(51) 99876-5432')).toBe('51 - 998765432');
    expect(fromStoredPhone('51 - 998765432')).toBe('(51) 99876-5432');
    expect(toStoredPhone('(51) 3333-4444')).toBe('51 - 33334444');
    expect(fromStoredPhone('51 - 33334444')).toBe('(51) 3333-4444');
  });
});
