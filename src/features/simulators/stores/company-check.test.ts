import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $banker } from '../../../core/context/store-context.ts';
import { KNOWN_COMPANY_ANSWER } from '../../../core/format/test-fixtures.ts';
import { setTransport } from '../../../core/transport/api.ts';
import { fakeTransport, STORE_BANKER } from '../../../core/transport/test-helpers.ts';
import { COMPANY_CHECK_MESSAGES } from '../rules/company-check.ts';
import {
  $companyCheck,
  $companyCheckInputError,
  cancelCompanyCheck,
  checkCompany,
  resetCompanyCheck,
} from './company-check.ts';

const padaria = KNOWN_COMPANY_ANSWER;

type Validate = (cnpj: string, bankerId: number, signal: AbortSignal) => Promise<unknown>;

/** The checkout service's validate call, answered by `answer`. */
function validateWith(answer: Validate): void {
  setTransport(
    fakeTransport(async (path, { query, signal }) => {
      if (path !== 'open-banking/business/v1/validate/') throw new Error(`unexpected ${path}`);
      return answer(String(query?.cnpj), Number(query?.personal_banker_id), signal as AbortSignal);
    }),
  );
}

describe('company-check store', () => {
  let calls: { cnpj: string; bankerId: number }[];
  beforeEach(() => {
    calls = [];
    resetCompanyCheck();
    $banker.set(STORE_BANKER);
  });
  afterEach(() => {
    resetCompanyCheck();
    $banker.set(null);
  });

  it('sends the digits and the banker, and keeps the company it found', async () => {
    validateWith(async (cnpj, bankerId) => {
      calls.push({ cnpj, bankerId });
      return padaria;
    });
    await checkCompany('11.222.333/0001-81');
    expect(calls).toEqual([{ cnpj: '11222333000181', bankerId: 1001 }]);
    const state = $companyCheck.get();
    expect(state.status === 'loaded' && state.company.name).toBe('Padaria Pão Quente Ltda');
  });

  it('refuses a malformed number without calling', async () => {
    validateWith(async () => calls.push({ cnpj: 'x', bankerId: 0 }));
    await checkCompany('11.222.333/0001-80');
    expect(calls).toEqual([]);
    expect($companyCheckInputError.get()).toBe('CNPJ Inválido');
    expect($companyCheck.get().status).toBe('idle');
  });

  it('calls three times while unavailable, then fails with the documented message', async () => {
    validateWith(async (cnpj, bankerId) => {
      calls.push({ cnpj, bankerId });
      return {
        data: null,
        message: 'A consulta à Receita Federal está indisponível no momento.',
        status: 0,
      };
    });
    await checkCompany('11222333000181');
    expect(calls).toHaveLength(3);
    expect($companyCheck.get()).toEqual({
      status: 'failed',
      cnpj: '11222333000181',
      message: COMPANY_CHECK_MESSAGES.unavailable,
    });
  });

  it('shows the error body of an unknown company', async () => {
    validateWith(async () => {
      throw Object.assign(new Error('404'), {
        data: { detail: 'CNPJ não encontrado na Receita Federal.' },
      });
    });
    await checkCompany('11444777000161');
    expect($companyCheck.get()).toMatchObject({
      status: 'failed',
      message: 'CNPJ não encontrado na Receita Federal.',
    });
  });

  it('cancel aborts the call under way and ignores its outcome', async () => {
    let seen: AbortSignal | null = null;
    validateWith(
      (_cnpj, _banker, signal) =>
        new Promise((_resolve, reject) => {
          seen = signal;
          signal.addEventListener('abort', () =>
            reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
          );
        }),
    );
    const pending = checkCompany('11222333000181');
    expect($companyCheck.get().status).toBe('loading');
    cancelCompanyCheck();
    await pending;
    expect((seen as AbortSignal | null)?.aborted).toBe(true);
    expect($companyCheck.get()).toEqual({ status: 'idle' });
  });
});
