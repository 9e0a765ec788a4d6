import { describe, expect, it } from 'vitest';
import {
  type AfterLookup,
  afterConfirm,
  afterLookup,
  afterReport,
  type LookupResult,
  type OnLoadInput,
  type OnLoadStart,
  onLoadStart,
} from './invite-on-load.ts';

const ID = '4f1c2b9e-0d7a-4c55-9a0e-1b2c3d4e5f60';
const base: OnLoadInput = {
  invite: false,
  report: false,
  confirm: false,
  review: false,
  solicitationId: null,
  confirmToken: null,
  userExists: null,
  forceChangePassword: false,
  storedToken: null,
  forceNewAccount: false,
  userEmail: null,
  onProductPage: false,
};
const at = (patch: Partial<OnLoadInput>): OnLoadInput => ({ ...base, ...patch });

describe('onLoadStart (docs/routes-and-guards.md#guards, docs/accounts.md#forgot-password, docs/invitations.md#invitation-and-authorization)', () => {
  const cases: [string, Partial<OnLoadInput>, OnLoadStart][] = [
    ['nothing stored', {}, { kind: 'none' }],
    ['invite with id', { invite: true, solicitationId: ID }, { kind: 'lookup', id: ID }],
    ['report with id', { report: true, solicitationId: ID }, { kind: 'lookup', id: ID }],
    [
      'confirm with id and token',
      { confirm: true, solicitationId: ID, confirmToken: 't' },
      { kind: 'lookup', id: ID },
    ],
    ['confirm without token', { confirm: true, solicitationId: ID }, { kind: 'none' }],
    ['invite flag without id', { invite: true }, { kind: 'none' }],
    [
      'q: forced change with its token',
      { forceChangePassword: true, storedToken: 'tok' },
      { kind: 'forcedPassword' },
    ],
    ['forced change without a token', { forceChangePassword: true }, { kind: 'none' }],
    ['newuser for a visitor', { forceNewAccount: true }, { kind: 'newAccount' }],
    ['newuser for a logged user', { forceNewAccount: true, userEmail: 'a@b.com' }, { kind: 'none' }],
    [
      'an invitation goes before q',
      { invite: true, solicitationId: ID, forceChangePassword: true, storedToken: 'tok' },
      { kind: 'lookup', id: ID },
    ],
  ];
  it.each(cases)('%s', (_name, patch, expected) => {
    expect(onLoadStart(at(patch))).toEqual(expected);
  });
});

describe('afterLookup (docs/invitations.md#invitation-and-authorization)', () => {
  const email = 'convidado@exemplo.com.br';
  const found = (product = 120): LookupResult => ({ ok: true, email, product, bankerId: 1001 });
  const cases: [string, Partial<OnLoadInput>, LookupResult, AfterLookup][] = [
    ['lookup failed', { invite: true }, { ok: false }, { kind: 'notFound' }],
    [
      'no invite e-mail',
      { invite: true },
      { ok: true, email: null, product: 120, bankerId: 1 },
      { kind: 'bankerNotFound' },
    ],
    ['report', { report: true }, found(), { kind: 'report' }],
    ['confirm', { confirm: true, confirmToken: 't' }, found(), { kind: 'confirm' }],
    [
      'review, same user logged in',
      { invite: true, review: true, userEmail: email },
      found(117),
      { kind: 'solicitation' },
    ],
    [
      'review, another user logged in',
      { invite: true, review: true, userEmail: 'outro@exemplo.com.br', userExists: 'true' },
      found(),
      { kind: 'identify', modal: 'logIn', email },
    ],
    ['consortium 117 off its page', { invite: true }, found(117), { kind: 'productPage', product: 117 }],
    ['consortium 121 off its page', { invite: true }, found(121), { kind: 'productPage', product: 121 }],
    [
      'consortium on its page, new user',
      { invite: true, userExists: 'false', onProductPage: true },
      found(121),
      { kind: 'identify', modal: 'newAccount', email },
    ],
    [
      'other product, new user',
      { invite: true, userExists: 'false' },
      found(),
      { kind: 'identify', modal: 'newAccount', email },
    ],
    [
      'other product, existing user',
      { invite: true, userExists: 'true' },
      found(),
      { kind: 'identify', modal: 'logIn', email },
    ],
    ['no user flag means login', { invite: true }, found(), { kind: 'identify', modal: 'logIn', email }],
  ];
  it.each(cases)('%s', (_name, patch, lookup, expected) => {
    expect(afterLookup(at(patch), lookup)).toEqual(expected);
  });
});

describe('afterConfirm and afterReport (docs/invitations.md#invitation-and-authorization, docs/validation-and-errors.md#error-catalogue)', () => {
  it.each([
    [{ ok: true } as const, 'solicitationDialog'],
    [{ ok: false, detail: 'Solicitação já concluída' } as const, 'solicitationAlreadyConfirmed'],
    [{ ok: false, detail: 'Link de confirmação inválido.' } as const, 'notFound'],
    [{ ok: false, detail: null } as const, 'notFound'],
  ])('%o -> %s', (result, expected) => {
    expect(afterConfirm(result)).toBe(expected);
  });
  it('opens the report modal, or not-found when reporting failed', () => {
    expect(afterReport(true)).toBe('reportSolicitation');
    expect(afterReport(false)).toBe('notFound');
  });
});
