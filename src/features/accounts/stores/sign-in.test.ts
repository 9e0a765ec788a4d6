import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageAt, useEnvironment } from '../../../core/browser/test-helpers.ts';
import { $user, resetRefresh, type SessionUser } from '../../../core/context/session.ts';
import { $modals, clearModals } from '../../../core/modals/modals.ts';
import { readCookie } from '../../../core/storage/cookies.ts';
import { memoryStorage, setStorageEnv } from '../../../core/storage/storage-env.ts';
import { setTransport } from '../../../core/transport/api.ts';
import { failure, fakeService } from '../../../core/transport/test-helpers.ts';
import { $token, clearToken } from '../../../core/transport/token.ts';
import { AccountError } from './call-error.ts';
import { createLead, login } from './sign-in.ts';

const user: SessionUser = {
  id: 2001,
  email: 'joao.silva@exemplo.com.br',
  full_name: 'João Pedro da Silva',
  nickname: null,
  slug: null,
  person_type: 1,
  principal_contact: '(51) 98765-4321',
  photo: null,
  birthday: '1990-07-21',
  documents: { CPF: '52998224725' },
  contacts: [],
  company: null,
  last_login: null,
  authorization_info: [],
  personal_bankers: [{ id: 1001, slug: 'ana-souza', full_name: 'Ana Paula Souza' }],
};

let navigated: string[];
let undo = () => {};

/** The page at `path`, whose navigations are recorded in `navigated`. */
const openPage = (path: string): void => {
  undo();
  undo = useEnvironment({
    page: { ...pageAt(path), navigate: (to) => void navigated.push(to), log: () => {} },
  });
};

beforeEach(() => {
  setStorageEnv({ session: memoryStorage(), cookies: cookieJar(), hostname: 'localhost', secure: false });
  $user.set(null);
  clearToken();
  clearModals();
  resetRefresh();
  navigated = [];
  openPage('/pb/ana-souza/perfil');
});
afterEach(() => {
  setStorageEnv(null);
  undo();
  undo = () => {};
});

/** Answers the session's calls from `answers`; the fake service it returns records the calls. */
function serve(answers: Parameters<typeof fakeService>[0]) {
  const service = fakeService(answers);
  setTransport(service.transport);
  return service;
}

function cookieJar() {
  const values = new Map<string, string>();
  return {
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      if (/max-age=0(;|$)/.test(line)) values.delete(pair.slice(0, index));
      else values.set(pair.slice(0, index), pair.slice(index + 1));
    },
  };
}

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
