import { describe, expect, it } from 'vitest';
import {
  afterPasswordSetActions,
  checkEmailTitle,
  emailCheckActions,
  forgotPasswordTitle,
  forgotStartStep,
  setPasswordFollowUp,
} from './account-flows.ts';

describe('e-mail check flow (§4.2)', () => {
  it.each([
    [
      'new',
      { ok: true },
      [
        { type: 'close', modal: 'newAccount' },
        { type: 'open', modal: 'forgot' },
      ],
    ],
    [
      'forgot',
      { ok: true },
      [
        { type: 'close', modal: 'checkEmail' },
        { type: 'open', modal: 'forgot' },
      ],
    ],
    [
      'request',
      { ok: true, requiredPassword: false },
      [
        { type: 'close', modal: 'checkEmail' },
        { type: 'open', modal: 'logIn' },
      ],
    ],
    [
      'request',
      { ok: true, requiredPassword: true },
      [
        { type: 'close', modal: 'checkEmail' },
        { type: 'open', modal: 'forgot' },
      ],
    ],
    [
      'request',
      { ok: false, message: 'Erro interno' },
      [
        { type: 'storeSession', key: 'tempEmail', value: 'ana@exemplo.com' },
        { type: 'close', modal: 'checkEmail' },
        { type: 'continueProductFlow' },
      ],
    ],
    [
      'request',
      { ok: false, message: 'E-mail informado não é válido.' },
      [{ type: 'showError', message: 'E-mail informado não é válido.', ms: 3000 }],
    ],
    [
      'request',
      { ok: false, message: 'Provedor do serviço de e-mail não é válido.' },
      [{ type: 'showError', message: 'Provedor do serviço de e-mail não é válido.', ms: 3000 }],
    ],
    ['forgot', { ok: false }, [{ type: 'showError', message: 'E-mail não cadastrado.', ms: 3000 }]],
  ] as const)('%s %j', (type, outcome, actions) => {
    expect(emailCheckActions(type, '  Ana@Exemplo.com ', outcome)).toEqual(actions);
  });

  it('titles by type', () => {
    expect(checkEmailTitle('request')).toBe('Solicitação de Produto');
    expect(checkEmailTitle('forgot')).toBe('Redefinição de senha');
  });
});

describe('forgot modal start (§4.7)', () => {
  const none = { forceChangePassword: false, storedToken: null, userToken: null, lastLogin: null };
  it.each([
    ['a visitor', none, { step: 1, token: null }],
    [
      'a forced change with the stored token',
      { ...none, forceChangePassword: true, storedToken: 'q1' },
      { step: 2, token: 'q1' },
    ],
    ['a forced change without a token', { ...none, forceChangePassword: true }, { step: 1, token: null }],
    [
      'a user who logged in before',
      { ...none, userToken: 't', lastLogin: '2026-01-01' },
      { step: 2, token: 't' },
    ],
    ['a user who never logged in', { ...none, userToken: 't' }, { step: 1, token: 't' }],
  ])('%s', (_name, start, result) => {
    expect(forgotStartStep(start)).toEqual(result);
  });

  it('password step title', () => {
    expect(forgotPasswordTitle(false)).toBe('Redefinição da senha');
    expect(forgotPasswordTitle(true)).toBe('Cadastre sua senha');
  });

  it.each([
    [{ invite: true, review: true }, [{ type: 'close', modal: 'forgot' }, { type: 'goToSolicitation' }]],
    [
      { invite: true, review: false },
      [
        { type: 'close', modal: 'forgot' },
        { type: 'open', modal: 'authorization' },
      ],
    ],
    [{ invite: false, review: false }, [{ type: 'close', modal: 'forgot' }]],
  ])('after the password %j', (state, actions) => {
    expect(afterPasswordSetActions(state)).toEqual(actions);
  });
});

describe('set-password follow-up (§4.3)', () => {
  it('continues the product flow only with a product and no invite', () => {
    expect(setPasswordFollowUp({ productChosen: true, invite: false })).toEqual([
      { type: 'reloadUser' },
      { type: 'removeSession', key: 'token' },
      { type: 'storeSession', key: 'force_redirect', value: 'true' },
      { type: 'continueProductFlow' },
    ]);
    expect(setPasswordFollowUp({ productChosen: true, invite: true })).toEqual([
      { type: 'reloadUser' },
      { type: 'removeSession', key: 'token' },
    ]);
    expect(setPasswordFollowUp({ productChosen: false, invite: false })).toHaveLength(2);
  });
});
