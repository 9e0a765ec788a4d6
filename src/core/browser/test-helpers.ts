import type { $Fetch } from 'ofetch';
import { type StorageEnv, setStorageEnv, storageEnv } from '../storage/storage-env.ts';
import { setTransport } from '../transport/api.ts';
import { env, type PageEnvironment, setPageEnvironment } from './environment.ts';

/** A page at `path` (its address only), for `useEnvironment({ page })`. */
export function pageAt(path: string): Pick<PageEnvironment, 'location'> {
  const url = new URL(path, 'https://loja.exemplo.com.br');
  return { location: () => ({ pathname: url.pathname, search: url.search, href: url.href }) };
}

/** What a test replaces: parts of the page, the transport, the storage. */
export interface EnvironmentChange {
  page?: Partial<PageEnvironment>;
  transport?: $Fetch;
  storage?: StorageEnv;
}

/** Replaces parts of the environment (tests); returns the undo, which restores all three. */
export function useEnvironment(change: EnvironmentChange): () => void {
  const previous = setPageEnvironment({ ...env(), ...change.page });
  const previousStorage = change.storage ? storageEnv() : null;
  const undoTransport = change.transport ? setTransport(change.transport) : () => {};
  if (change.storage) setStorageEnv(change.storage);
  return () => {
    setPageEnvironment(previous);
    undoTransport();
    if (previousStorage) setStorageEnv(previousStorage);
  };
}
