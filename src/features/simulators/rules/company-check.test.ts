import { describe, expect, it } from 'vitest';
import { KNOWN_COMPANY_ANSWER } from '../../../core/format/test-fixtures.ts';
import {
  COMPANY_CHECK_ATTEMPTS,
  COMPANY_CHECK_IDLE,
  COMPANY_CHECK_MESSAGES,
  type CompanyCheckEvent,
  type CompanyCheckState,
  companyCheckReducer,
  companyFieldsLocked,
  failureMessage,
} from './company-check.ts';

const found = KNOWN_COMPANY_ANSWER;
const unavailable = {
  data: null,
  message: 'A consulta à Receita Federal está indisponível no momento.',
  status: 0,
};

function run(events: CompanyCheckEvent[], from: CompanyCheckState = COMPANY_CHECK_IDLE) {
  let state = from;
  const requests: number[] = [];
  for (const event of events) {
    const next = companyCheckReducer(state, event);
    state = next.state;
    if (next.effect) requests.push(next.effect.attempt);
  }
  return { state, requests };
}

describe('company-number check (docs/simulators.md#company-check-and-credit-profile)', () => {
  it('goes idle, loading, loaded and locks the company fields', () => {
    const start = companyCheckReducer(COMPANY_CHECK_IDLE, { type: 'start', cnpj: '11222333000181' });
    expect(start.state).toEqual({ status: 'loading', cnpj: '11222333000181', attempt: 1 });
    expect(start.effect).toEqual({ type: 'request', cnpj: '11222333000181', attempt: 1 });
    const { state } = run([{ type: 'answered', body: found }], start.state);
    expect(state.status).toBe('loaded');
    expect(state.status === 'loaded' && state.company.name).toBe('Padaria Pão Quente Ltda');
    expect(companyFieldsLocked(state)).toBe(true);
    expect(companyFieldsLocked(start.state)).toBe(false);
  });

  it('retries an unavailable answer, 3 attempts in all, then shows the documented message', () => {
    const { state, requests } = run([
      { type: 'start', cnpj: '11222333000181' },
      { type: 'answered', body: unavailable },
      { type: 'answered', body: unavailable },
      { type: 'answered', body: unavailable },
    ]);
    expect(requests).toEqual([1, 2, 3]);
    expect(COMPANY_CHECK_ATTEMPTS).toBe(3);
    expect(state).toEqual({
      status: 'failed',
      cnpj: '11222333000181',
      message: COMPANY_CHECK_MESSAGES.unavailable,
    });
  });

  it('counts a company that is not available (no data) as unavailable, and succeeds on a later attempt', () => {
    const { state, requests } = run([
      { type: 'start', cnpj: '11222333000181' },
      {
        type: 'answered',
        body: {
          data: null,
          message: 'Este CNPJ não está disponível. Por favor, convide outra empresa.',
          status: 0,
        },
      },
      { type: 'answered', body: found },
    ]);
    expect(requests).toEqual([1, 2]);
    expect(state.status).toBe('loaded');
  });

  it('fails at once with the body of another error, or the unexpected-error text', () => {
    const unknown = run([
      { type: 'start', cnpj: '11444777000161' },
      { type: 'failed', body: { detail: 'CNPJ não encontrado na Receita Federal.' } },
    ]);
    expect(unknown.requests).toEqual([1]);
    expect(unknown.state).toEqual({
      status: 'failed',
      cnpj: '11444777000161',
      message: 'CNPJ não encontrado na Receita Federal.',
    });
    expect(failureMessage(null)).toBe('Ocorrou um erro inesperado. Por favor, tente mais tarde.');
    expect(failureMessage({ cnpj: ['CNPJ Inválido'] })).toBe('CNPJ Inválido');
  });

  it('cancel goes back to idle and a late answer of the cancelled call changes nothing', () => {
    const { state } = run([
      { type: 'start', cnpj: '11222333000181' },
      { type: 'cancel' },
      { type: 'answered', body: found },
    ]);
    expect(state).toEqual(COMPANY_CHECK_IDLE);
  });
});
