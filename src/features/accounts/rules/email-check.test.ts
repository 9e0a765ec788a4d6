import { describe, expect, it } from 'vitest';
import { type EmailCheckResult, type EmailCheckType, emailCheckStep } from './email-check.ts';

const exists = (requiredPassword = false): EmailCheckResult => ({ ok: true, exists: true, requiredPassword });
const unknown: EmailCheckResult = { ok: true, exists: false, requiredPassword: false };
const notFound: EmailCheckResult = { ok: false, status: 404, knownEmailError: null };
const serverDown: EmailCheckResult = { ok: false, status: 500, knownEmailError: null };
const invalid: EmailCheckResult = {
  ok: false,
  status: 400,
  knownEmailError: 'E-mail informado não é válido.',
};
const provider: EmailCheckResult = {
  ok: false,
  status: 400,
  knownEmailError: 'Provedor do serviço de e-mail não é válido.',
};

describe('emailCheckStep (docs/accounts.md#e-mail-check)', () => {
  it.each<[EmailCheckType, EmailCheckResult, ReturnType<typeof emailCheckStep>]>([
    ['new', unknown, { action: 'newAccount' }],
    ['new', notFound, { action: 'newAccount' }],
    ['new', exists(), { action: 'forgot' }],
    ['forgot', exists(), { action: 'forgot' }],
    ['forgot', exists(true), { action: 'forgot' }],
    ['forgot', unknown, { action: 'message', message: 'E-mail não cadastrado.' }],
    ['forgot', notFound, { action: 'message', message: 'E-mail não cadastrado.' }],
    ['request', exists(false), { action: 'logIn' }],
    ['request', exists(true), { action: 'forgot' }],
    ['request', unknown, { action: 'continueRequest' }],
    ['request', notFound, { action: 'continueRequest' }],
    ['request', serverDown, { action: 'continueRequest' }],
    ['request', invalid, { action: 'message', message: 'E-mail informado não é válido.' }],
    ['request', provider, { action: 'message', message: 'Provedor do serviço de e-mail não é válido.' }],
    ['forgot', provider, { action: 'message', message: 'Provedor do serviço de e-mail não é válido.' }],
  ])('%s with %j -> %j', (type, result, step) => {
    expect(emailCheckStep(type, result)).toEqual(step);
  });
});
