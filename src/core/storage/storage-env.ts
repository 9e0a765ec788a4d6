/**
 * Where the session table (src/core/storage/session-table.ts) keeps its values: the browser's session
 * storage and cookie jar by default. Tests and the build hand in their own and reset both.
 */

/** What the session table reads and writes; the browser's by default. */
export interface StorageEnv {
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** `document`-like: reading `cookie` gives `a=1; b=2`, writing sets one cookie. */
  cookies: { cookie: string };
  hostname: string;
  secure: boolean;
}

/** Storage that forgets everything: used where there is no browser (build, server). */
export function memoryStorage(): StorageEnv['session'] & { clear(): void; keys(): string[] } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
    keys: () => [...map.keys()],
  };
}

/** An environment in memory with nothing stored, as on a plain local page. */
export function memoryEnv(): StorageEnv {
  return { session: memoryStorage(), cookies: { cookie: '' }, hostname: 'localhost', secure: false };
}

function browserEnv(): StorageEnv | null {
  if (typeof window === 'undefined' || typeof document === 'undefined') return null;
  let session: StorageEnv['session'];
  try {
    session = window.sessionStorage;
  } catch {
    // Storage disabled by the browser's privacy settings: keep the session in memory.
    session = memoryStorage();
  }
  return {
    session,
    cookies: document,
    hostname: window.location.hostname,
    secure: window.location.protocol === 'https:',
  };
}

let env: StorageEnv | null = null;

/** The environment in use: the browser's, or memory where there is none. */
export function storageEnv(): StorageEnv {
  env ??= browserEnv() ?? memoryEnv();
  return env;
}

/** Replaces the environment (tests); `null` goes back to the browser's. */
export function setStorageEnv(next: StorageEnv | null): void {
  env = next;
}
