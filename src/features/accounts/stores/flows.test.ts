import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageAt, useEnvironment } from '../../../core/browser/test-helpers.ts';
import { $user } from '../../../core/context/session.ts';
import { $banker, $pb } from '../../../core/context/store-context.ts';
import { $modalOptions, $modals, clearModals } from '../../../core/modals/modals.ts';
import {
  SESSION,
  type SessionKey,
  sessionSnapshot,
  writeStored,
} from '../../../core/storage/session-table.ts';
import { memoryEnv, setStorageEnv } from '../../../core/storage/storage-env.ts';
import { setTransport } from '../../../core/transport/api.ts';
import {
  ASSISTANT,
  type Call,
  failure,
  fakeService,
  STORE_BANKER,
} from '../../../core/transport/test-helpers.ts';
import { $token, clearToken } from '../../../core/transport/token.ts';
import { TYPED_NEWCOMER } from '../testing/typed-newcomer.ts';
import { AccountError } from './call-error.ts';
import {
  $pendingRequest,
  checkEmail,
  EditUserError,
  finishNewPassword,
  requestWithEmailCheck,
  submitCode,
  submitEditUser,
  submitEmailChangeCode,
  submitLogin,
  submitNewAccount,
  submitNewPassword,
  toggleAuthorization,
} from './flows.ts';

/** A session value as stored, to check its format too. */
const storedText = (key: SessionKey) => sessionSnapshot()[key] ?? null;

const user = ASSISTANT;

async function messageOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AccountError);
  return (error as AccountError).message;
}

let navigated: string[];
let waits: number[];
let undo = () => {};

function use(answers: Record<string, (call: Call) => unknown>) {
  const service = fakeService(answers);
  setTransport(service.transport);
  return service;
}

beforeEach(() => {
  setStorageEnv(memoryEnv());
  $user.set(null);
  clearToken();
  clearModals();
  $pendingRequest.set(null);
  navigated = [];
  waits = [];
  $pb.set('ana-souza');
  undo = useEnvironment({
    page: {
      ...pageAt('/pb/ana-souza'),
      navigate: (path) => void navigated.push(path),
      log: () => {},
      wait: async (ms) => {
        waits.push(ms);
      },
    },
  });
});
afterEach(() => {
  setStorageEnv(null);
  undo();
  $banker.set(null);
});

describe('check e-mail (docs/accounts.md#e-mail-check)', () => {
  it('request: an unknown visitor is kept as tempEmail (trimmed, lowercased) and the product flow goes on', async () => {
    const service = use({ 'PUT person/v2/existsoradd/': failure(404, { detail: 'E-mail não cadastrado.' }) });
    let continued = 0;
    requestWithEmailCheck(() => {
      continued += 1;
    });
    expect($modals.get().checkEmail).toBe(true);
    await checkEmail('request', '  Novo@Exemplo.com.br ');
    expect(service.calls[0]?.body).toEqual({ email: 'novo@exemplo.com.br', type: 'request' });
    expect(storedText('tempEmail')).toBe('novo@exemplo.com.br');
    expect(storedText('force_redirect')).toBe('true');
    expect(continued).toBe(1);
    expect($modals.get().checkEmail).toBe(false);
  });

  it('request: the two server e-mail messages are shown as received', async () => {
    use({
      'PUT person/v2/existsoradd/': failure(400, { email: ['Provedor do serviço de e-mail não é válido.'] }),
    });
    expect(await messageOf(checkEmail('request', 'a@b.com'))).toBe(
      'Provedor do serviço de e-mail não é válido.',
    );
  });

  it('request: an account with a password opens the login with the e-mail', async () => {
    use({ 'PUT person/v2/existsoradd/': () => ({ exists: true, required_password: false }) });
    $modals.setKey('checkEmail', true);
    await checkEmail('request', 'joao.silva@exemplo.com.br');
    expect($modals.get()).toMatchObject({ checkEmail: false, logIn: true });
    expect($modalOptions.get().logIn).toEqual({ email: 'joao.silva@exemplo.com.br' });
  });

  it('forgot: a known e-mail gets a code and the code step', async () => {
    const service = use({
      'PUT person/v2/existsoradd/': () => ({ exists: true, required_password: false }),
      'POST users/sendverificationcode/': () => ({ detail: 'ok' }),
    });
    await checkEmail('forgot', 'joao.silva@exemplo.com.br');
    expect(service.calls.map((c) => c.path)).toEqual([
      'person/v2/existsoradd/',
      'users/sendverificationcode/',
    ]);
    expect($modals.get().forgot).toBe(true);
    expect($modalOptions.get().forgot).toEqual({ step: 1, email: 'joao.silva@exemplo.com.br' });
  });

  it("forgot: an unknown e-mail says 'E-mail não cadastrado.'", async () => {
    use({ 'PUT person/v2/existsoradd/': failure(404, { detail: 'E-mail não cadastrado.' }) });
    expect(await messageOf(checkEmail('forgot', 'x@exemplo.com.br'))).toBe('E-mail não cadastrado.');
  });
});

describe('new account (docs/invitations.md#invitation-and-authorization)', () => {
  const form = { ...TYPED_NEWCOMER, terms: true };

  it('outside an invite, the code step follows', async () => {
    use({ 'POST person/v2/': () => ({ person: { ...user, token: 'new-token' } }) });
    await submitNewAccount(form, false);
    expect(storedText('token')).toBe('new-token');
    expect($modalOptions.get().forgot).toEqual({ step: 1, email: 'bia@exemplo.com.br' });
  });

  it('invited, the forced password-set follows', async () => {
    use({ 'POST person/v2/': () => ({ person: { ...user, token: 'new-token' } }) });
    await submitNewAccount({ ...form, authorized: true }, true);
    expect(storedText('forceChangePassword')).toBe('true');
    expect(storedText('authorized')).toBe('true');
    expect($modalOptions.get().forgot).toEqual({ step: 2, forced: true, email: 'bia@exemplo.com.br' });
  });

  it('lists every error of a failed creation', async () => {
    use({
      'POST person/v2/': failure(400, { email: ['E-mail já cadastrado.'], cpf: ['CPF já cadastrado.'] }),
    });
    expect(await messageOf(submitNewAccount(form, false))).toBe('E-mail já cadastrado.\nCPF já cadastrado.');
  });
});

describe('code and password (docs/accounts.md#set-password, docs/accounts.md#forgot-password, docs/validation-and-errors.md#error-catalogue)', () => {
  it('a bad code says so', async () => {
    use({ 'PUT users/validateverificationcode/': failure(400, { detail: 'x' }) });
    expect(await messageOf(submitCode('a@b.com', '000000'))).toBe(
      'Este código não funcionou. Verifique o código e tente novamente.',
    );
  });

  it('sets the password with the stored token; a failure asks to try again', async () => {
    writeStored(SESSION.passwordToken, 'temp');
    const service = use({ 'PUT users/setpassword/': () => ({ detail: 'ok' }) });
    await submitNewPassword('Beatriz2026', 'Beatriz2026');
    expect(service.calls[0]?.headers).toEqual({ Authorization: 'Bearer temp' });
    use({ 'PUT users/setpassword/': failure(400, {}) });
    expect(await messageOf(submitNewPassword('a', 'a'))).toBe('Por favor tente novamente.');
  });

  it('logs in, removes the temporary token, shows the success for 2 s and continues the request', async () => {
    writeStored(SESSION.passwordToken, 'temp');
    writeStored(SESSION.newAccount, true);
    let continued = false;
    $pendingRequest.set(() => {
      continued = true;
    });
    use({ 'POST users/login/': () => ({ token: 'session' }), 'GET person/v2/': () => ({ person: user }) });
    await finishNewPassword(user.email, 'Beatriz2026');
    await Promise.resolve();
    expect($token.get()).toBe('session');
    expect(storedText('token')).toBeNull();
    expect(waits).toEqual([2000]);
    expect(continued).toBe(true);
    expect(storedText('force_redirect')).toBe('true');
  });

  it('after an invite with review, goes to the solicitation', async () => {
    writeStored(SESSION.invitation, true);
    writeStored(SESSION.invitationReview, true);
    use({ 'POST users/login/': () => ({ token: 'session' }), 'GET person/v2/': () => ({ person: user }) });
    await finishNewPassword(user.email, 'Beatriz2026');
    expect(navigated).toEqual(['/pb/ana-souza/solicitation']);
  });
});

describe('invite login (docs/invitations.md#invitation-and-authorization)', () => {
  it('asks for the birthday when it is missing, else opens the authorization', async () => {
    writeStored(SESSION.invitation, true);
    use({
      'POST users/login/': () => ({ token: 't' }),
      'GET person/v2/': () => ({ person: { ...user, birthday: null } }),
    });
    await submitLogin(user.email, 'x');
    expect($modals.get().requireBirthday).toBe(true);
    clearModals();
    use({ 'POST users/login/': () => ({ token: 't' }), 'GET person/v2/': () => ({ person: user }) });
    await submitLogin(user.email, 'x');
    expect($modals.get().authorization).toBe(true);
  });
});

describe('edit user (docs/accounts.md#edit-user, docs/validation-and-errors.md#error-catalogue)', () => {
  const form = {
    full_name: 'Beatriz Ramos Teixeira',
    email: 'bia.nova@exemplo.com.br',
    principal_contact: '(51) 99321-8765',
    birthday: '12/09/1994',
    cpf: '',
  };

  it('a new e-mail waits for its code, then ends the session and opens the login with it', async () => {
    $user.set(user);
    $modals.setKey('editUser', true);
    use({ 'PUT person/v2/': () => ({ person: user, pending_email: 'bia.nova@exemplo.com.br' }) });
    expect(await submitEditUser(user, form)).toEqual({ confirmEmail: 'bia.nova@exemplo.com.br' });
    // The old address stays until the code mailed to the new one comes back.
    expect($user.get()?.email).toBe(user.email);
    const service = use({ 'PUT person/v2/email/': () => ({ detail: 'E-mail alterado.' }) });
    await submitEmailChangeCode('bia.nova@exemplo.com.br', '123456');
    expect(service.calls[0]?.body).toEqual({ code: '123456' });
    expect($user.get()).toBeNull();
    expect($modals.get()).toMatchObject({ editUser: false, logIn: true });
    expect($modalOptions.get().logIn).toEqual({ email: 'bia.nova@exemplo.com.br' });
  });

  it("the server's CPF error goes under the CPF field", async () => {
    use({ 'PUT person/v2/': failure(400, "CPF - ['CPF informado não é válido.']") });
    const error = await submitEditUser(user, { ...form, email: user.email, cpf: '111.444.777-35' }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(EditUserError);
    expect((error as EditUserError).fields).toEqual({ cpf: 'CPF informado não é válido.' });
  });

  it("toggles the authorization for the store's banker; a failure says 'Houve um erro.'", async () => {
    $banker.set(STORE_BANKER);
    const service = use({
      'PUT person/v2/authorization/': () => ({
        person: { ...user, authorization_info: [{ personal_banker: { id: 1001 }, authorized: true }] },
      }),
    });
    const next = await toggleAuthorization(user);
    expect(service.calls[0]?.body).toEqual({ personal_banker: 1001, authorized: true });
    expect(next.authorization_info).toHaveLength(1);
    use({ 'PUT person/v2/authorization/': failure(500, {}) });
    expect(await messageOf(toggleAuthorization(next))).toBe('Houve um erro.');
  });
});
