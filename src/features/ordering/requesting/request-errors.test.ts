import { describe, expect, it } from 'vitest';
import { ORDER_ERROR_TEXT, orderErrorOutcome, productErrorOf, stepOfField } from './request-errors.ts';

describe('orderErrorOutcome (docs/validation-and-errors.md#error-catalogue)', () => {
  it.each([
    [
      { cpf: ['CPF já cadastrado em outra conta.', 'outra'] },
      { kind: 'field', field: 'cpf', message: 'CPF já cadastrado em outra conta.' },
    ],
    [
      { principal_contact: ['Celular inválido.'] },
      { kind: 'field', field: 'principal_contact', message: 'Celular inválido.' },
    ],
    [{ cnpj: ['qualquer texto'] }, { kind: 'field', field: 'cnpj', message: 'Cnpj já cadastrado' }],
    [
      { detail: "CPF - ['CPF informado não é válido.']" },
      { kind: 'field', field: 'cpf', message: 'CPF informado não é válido.' },
    ],
    [
      { detail: 'Multiplas requisições rejeitadas.' },
      {
        kind: 'modal',
        title: 'Rápido demais, relaxe!',
        message:
          'Você solicitou esse produto recentemente, aguarde alguns minutos antes de tentar novamente.',
      },
    ],
    [
      { detail: 'Esta oferta expirou em 27/11/2026. Simule novamente para ver uma oferta válida.' },
      {
        kind: 'modal',
        title: 'Oferta expirada',
        message: 'Esta oferta expirou em 27/11/2026. Simule novamente para ver uma oferta válida.',
      },
    ],
    [
      { detail: 'Esta oferta expirou em <b>ontem</b>.' },
      { kind: 'modal', title: 'Oops…algo deu errado!', message: 'Por favor, tente de novo.' },
    ],
  ])('%j', (body, outcome) => {
    expect(orderErrorOutcome(body)).toEqual(outcome);
  });

  it('takes cpf before principal_contact when both come', () => {
    expect(orderErrorOutcome({ principal_contact: ['b'], cpf: ['a'] })).toMatchObject({
      field: 'cpf',
      message: 'a',
    });
  });

  it.each([
    [null],
    ['texto'],
    [{ detail: 'Produto não encontrado.' }],
    [{ birthday: ['Idade inválida.'] }],
    [{}],
  ])('anything else opens the generic modal: %j', (body) => {
    expect(orderErrorOutcome(body)).toEqual({
      kind: 'modal',
      title: 'Oops…algo deu errado!',
      message: 'Por favor, tente de novo.',
    });
  });

  it('keeps the exact documented titles', () => {
    expect(ORDER_ERROR_TEXT.genericTitle).toBe('Oops…algo deu errado!');
  });

  it('sends the CNPJ message to the extra step and the others to the default step', () => {
    expect(stepOfField('cnpj')).toBe('extra');
    expect(stepOfField('cpf')).toBe('default');
    expect(stepOfField('principal_contact')).toBe('default');
  });

  it.each([
    [{ leads: ['falhou'], detail: 'x' }, ['falhou']],
    [{ orders: 'pedido recusado' }, 'pedido recusado'],
    [{ erros: { campo: 1 } }, { campo: 1 }],
    [{ detail: 'Produto não encontrado.' }, 'Produto não encontrado.'],
    [{ birthday: ['Idade inválida.'] }, { birthday: ['Idade inválida.'] }],
    ['texto', 'texto'],
  ])('keeps %j as the product error %j', (body, kept) => {
    expect(productErrorOf(body)).toEqual(kept);
  });
});
