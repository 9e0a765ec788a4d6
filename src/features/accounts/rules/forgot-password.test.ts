import { describe, expect, it } from 'vitest';
import { afterForgot, type ForgotStartInput, forgotStartStep, forgotTitle } from './forgot-password.ts';

const base: ForgotStartInput = { forced: false, storedToken: null, user: null, userToken: null };

describe('forgotStartStep (docs/accounts.md#forgot-password)', () => {
  it.each<[string, ForgotStartInput, 1 | 2]>([
    ['visitor', base, 1],
    ['forced change with the stored token', { ...base, forced: true, storedToken: 't' }, 2],
    ['forced flag without a token', { ...base, forced: true }, 1],
    ['logged user who logged in before', { ...base, user: { last_login: '2026-01-01' }, userToken: 'u' }, 2],
    ['logged user never logged in', { ...base, user: { last_login: null }, userToken: 'u' }, 1],
    ['user without token', { ...base, user: { last_login: '2026-01-01' } }, 1],
  ])('%s', (_, input, step) => {
    expect(forgotStartStep(input)).toBe(step);
  });
});

describe('forgotTitle', () => {
  it('says Redefinição da senha, or Cadastre sua senha when forced', () => {
    expect(forgotTitle(2, false)).toBe('Redefinição da senha');
    expect(forgotTitle(2, true)).toBe('Cadastre sua senha');
    expect(forgotTitle(3, true)).toBe('Cadastre sua senha');
  });
});

describe('afterForgot', () => {
  it.each([
    [{ invite: true, review: true, productChosen: true }, 'solicitation'],
    [{ invite: true, review: true, productChosen: false, authorizationFirst: true }, 'authorization'],
    [{ invite: true, review: false, productChosen: true }, 'authorization'],
    [{ invite: false, review: false, productChosen: true }, 'product'],
    [{ invite: false, review: false, productChosen: false }, 'close'],
  ])('%j -> %s', (input, next) => {
    expect(afterForgot(input)).toBe(next);
  });
});
