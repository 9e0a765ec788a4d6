import { afterEach, beforeEach } from 'vitest';
import { pageAt, useEnvironment } from '../browser/test-helpers.ts';
import { clearModals } from '../modals/modals.ts';
import { memoryStorage, setStorageEnv } from '../storage/storage-env.ts';
import { cookieJar } from '../storage/test-helpers.ts';
import { setTransport } from '../transport/api.ts';
import { fakeService } from '../transport/test-helpers.ts';
import { clearToken } from '../transport/token.ts';
import { $user, resetRefresh, type SessionUser } from './session.ts';

/** The demo customer as the session keeps him. */
export const SESSION_USER: SessionUser = {
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

/**
 * Each test of the file starts logged out, on a store's profile page, with empty storage and no
 * modal. Returns the page's navigations (emptied before each test), a way to open another page,
 * and `serve`, which answers the session's calls and records them.
 */
export function freshSessionEachTest() {
  const navigated: string[] = [];
  let undo = () => {};
  /** Opens the page at `path`; its navigations are recorded unless the browser's own are wanted. */
  const openPage = (path: string, { recordNavigations = true } = {}): void => {
    undo();
    const record = recordNavigations ? { navigate: (to: string) => void navigated.push(to) } : {};
    undo = useEnvironment({ page: { ...pageAt(path), ...record, log: () => {} } });
  };
  const serve = (answers: Parameters<typeof fakeService>[0]) => {
    const service = fakeService(answers);
    setTransport(service.transport);
    return service;
  };
  beforeEach(() => {
    setStorageEnv({ session: memoryStorage(), cookies: cookieJar(), hostname: 'localhost', secure: false });
    $user.set(null);
    clearToken();
    clearModals();
    resetRefresh();
    navigated.length = 0;
    openPage('/pb/ana-souza/perfil');
  });
  afterEach(() => {
    setStorageEnv(null);
    undo();
    undo = () => {};
  });
  return { navigated, openPage, serve };
}

/** A promise and the function that settles it, to hold an answer until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
