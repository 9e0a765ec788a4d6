import { describe, expect, it } from 'vitest';
import { $user } from '../../../core/context/session.ts';
import { freshSessionEachTest, SESSION_USER } from '../../../core/context/test-helpers.ts';
import { $modals } from '../../../core/modals/modals.ts';
import { readCookie } from '../../../core/storage/cookies.ts';
import { failure } from '../../../core/transport/test-helpers.ts';
import { $token } from '../../../core/transport/token.ts';
import { AccountError } from './call-error.ts';
import { createLead, login } from './sign-in.ts';

const user = SESSION_USER;
const { serve } = freshSessionEachTest();

describe('login (docs/accounts.md#session-login-and-logout)', () => {
  it('gets the token, then the user, then closes the modal; the e-mail goes lowercased', async () => {
    const service = serve({
      'POST users/login/': () => ({ token: 't1' }),
      'GET person/v2/': () => ({ person: user }),
    });
    $modals.setKey('logIn', true);
    await login(' JOAO.Silva@Exemplo.com.br', 'Cliente2026');
    expect(service.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST users/login/',
      'GET person/v2/',
    ]);
    expect(service.calls[0]?.body).toEqual({
      username: 'joao.silva@exemplo.com.br',
      password: 'Cliente2026',
    });
    expect($token.get()).toBe('t1');
    expect($user.get()?.id).toBe(2001);
    expect($modals.get().logIn).toBe(false);
    expect(readCookie('token')).toBe('t1');
    expect(readCookie('user')).not.toContain('personal_bankers');
  });

  it('fails with the documented message and keeps the modal open', async () => {
    serve({ 'POST users/login/': failure(400, { detail: 'x' }) });
    $modals.setKey('logIn', true);
    const error = await login('a@b.com', 'errada').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountError);
    expect((error as AccountError).message).toBe('Usuário ou senha incorreto.');
    expect($modals.get().logIn).toBe(true);
    expect($user.get()).toBeNull();
  });
});

describe('lead creation (docs/accounts.md#session-login-and-logout)', () => {
  it('stores the token and loads the user; the consent record is the services’ own', async () => {
    const auth = serve({
      'POST person/v2/existsoradd/': () => ({ person: { ...user, token: 'lead-token' } }),
      'GET person/v2/': () => ({ person: user }),
    });
    await createLead({
      full_name: 'João Pedro da Silva',
      email: 'JOAO.SILVA@exemplo.com.br',
      principal_contact: '(51) 98765-4321',
      cpf: '529.982.247-25',
      birthday: '21/07/1990',
      terms: true,
    });
    expect(auth.calls[0]?.body).toMatchObject({
      email: 'joao.silva@exemplo.com.br',
      personal_banker: 'ana-souza',
    });
    expect($token.get()).toBe('lead-token');
    expect(auth.calls.map((call) => call.path)).toEqual(['person/v2/existsoradd/', 'person/v2/']);
  });

  it('rethrows the lead error as received (field messages for the order form)', async () => {
    const body = { cpf: ['CPF informado não é válido.'] };
    serve({ 'POST person/v2/existsoradd/': failure(400, body) });
    await expect(
      createLead({
        full_name: 'a b',
        email: 'a@b.com',
        principal_contact: '',
        cpf: '',
        birthday: '',
        terms: true,
      }),
    ).rejects.toMatchObject({ data: body });
    expect($token.get()).toBeNull();
  });
});
