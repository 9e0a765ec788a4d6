// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $banker } from '../../../core/context/store-context.ts';
import { KNOWN_COMPANY_ANSWER } from '../../../core/format/test-fixtures.ts';
import { setTransport } from '../../../core/transport/api.ts';
import { fakeTransport, STORE_BANKER } from '../../../core/transport/test-helpers.ts';
import { COMPANY_CHECK_MESSAGES } from '../rules/company-check.ts';
import { resetCompanyCheck } from '../stores/company-check.ts';
import { CompanyCheckField } from './CompanyCheckField.tsx';

// The calls and the retries are the store's (src/features/simulators/stores/company-check.test.ts) and what the
// checkout service answers is services/simulators/credit-and-business.test.ts; here what the field shows.

const padaria = KNOWN_COMPANY_ANSWER;

let asked: string[];

function answerWith(answer: (cnpj: string) => unknown) {
  setTransport(
    fakeTransport(async (path, { query }) => {
      if (path !== 'open-banking/business/v1/validate/') throw new Error(`unexpected ${path}`);
      asked.push(String(query?.cnpj));
      return answer(String(query?.cnpj));
    }),
  );
}

const cnpjField = () => screen.getByLabelText('CNPJ da empresa') as HTMLInputElement;
const nameField = () => screen.getByLabelText('Razão social') as HTMLInputElement;

async function check(typed: string) {
  fireEvent.change(cnpjField(), { target: { value: typed } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Consultar CNPJ' })));
}

beforeEach(() => {
  asked = [];
  $banker.set(STORE_BANKER);
  render(<CompanyCheckField />);
});
afterEach(() => {
  cleanup();
  resetCompanyCheck();
  $banker.set(null);
});

describe("the business loan's CNPJ check", () => {
  it('fills the company name and locks both fields; another company unlocks them', async () => {
    answerWith(() => padaria);
    expect(nameField().disabled).toBe(true);
    expect(screen.getByText('Preenchido após a consulta do CNPJ.')).toBeTruthy();
    await check('11222333000181');
    expect(asked).toEqual(['11222333000181']);
    expect(nameField().value).toBe('Padaria Pão Quente Ltda');
    expect(nameField().disabled).toBe(true);
    expect(cnpjField().value).toBe('11.222.333/0001-81');
    expect(cnpjField().disabled).toBe(true);
    expect(screen.getByText('Preenchido com os dados da Receita Federal.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Trocar empresa' }));
    expect(cnpjField().disabled).toBe(false);
    expect(cnpjField().value).toBe('');
    expect(nameField().value).toBe('');
  });

  it("an unknown company shows the service's message, and typing again clears it", async () => {
    answerWith(() => {
      throw Object.assign(new Error('404'), { data: { detail: 'CNPJ não encontrado na Receita Federal.' } });
    });
    await check('19131243000197');
    expect(screen.getByRole('alert').textContent).toBe('CNPJ não encontrado na Receita Federal.');
    expect(cnpjField().disabled).toBe(false);
    fireEvent.change(cnpjField(), { target: { value: '1913124300019' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a registry unavailable three times in a row gives up with the pt-BR message', async () => {
    answerWith(() => ({
      data: null,
      message: 'A consulta à Receita Federal está indisponível no momento.',
      status: 0,
    }));
    await check('11222333000181');
    expect(asked).toHaveLength(3);
    expect(screen.getByRole('alert').textContent).toBe(COMPANY_CHECK_MESSAGES.unavailable);
    expect(COMPANY_CHECK_MESSAGES.unavailable).toBe(
      'Desculpe, não é possível prosseguir porque a validação do CNPJ feita pela Receita Federal e/ou Quod estão indisponíveis no momento. Por favor, tente mais tarde.',
    );
    expect(nameField().value).toBe('');
  });

  it("a malformed number says 'CNPJ Inválido' under the field without a call", async () => {
    answerWith(() => padaria);
    await check('11222333000180');
    expect(asked).toEqual([]);
    expect(screen.getByText('CNPJ Inválido')).toBeTruthy();
    expect(cnpjField().getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the attempt while it runs and 'Cancelar' stops it", async () => {
    let release: (() => void) | undefined;
    answerWith(
      () =>
        new Promise((resolve) => {
          release = () => resolve(padaria);
        }),
    );
    fireEvent.change(cnpjField(), { target: { value: '11222333000181' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Consultar CNPJ' })));
    expect(screen.getByRole('status').textContent).toBe('Consultando a Receita Federal… (tentativa 1 de 3)');
    expect(cnpjField().disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancelar' })));
    release?.();
    expect(screen.queryByRole('status')).toBeNull();
    expect(nameField().value).toBe('');
    expect(cnpjField().disabled).toBe(false);
  });
});
