import type { $Fetch } from 'ofetch';
import { type StorageEnv, setStorageEnv, storageEnv } from '../storage/storage-env.ts';
import { setTransport } from '../transport/api.ts';

/**
 * The browser as the stores use it, in one place: the page's address and how it is left, the
 * clock, the device, files and the console. With the transport (src/core/transport/api.ts) and the
 * storage (src/core/storage/storage-env.ts) it is all a store reaches outside itself; what one store
 * needs of another it imports. Tests replace any part of the three with `useEnvironment`.
 */
export interface PageEnvironment {
  /** The page's address: its path, query and whole URL. */
  location(): Pick<Location, 'pathname' | 'search' | 'href'>;
  /** Leaves for another address: as a link does (kept in the history) or replacing this page. */
  navigate(path: string, how?: 'assign' | 'replace'): void;
  /** Changes the address shown without leaving the page or adding a history entry. */
  replaceAddress(path: string): void;
  now(): Date;
  wait(ms: number): Promise<void>;
  /** The viewport's width and whether the pointer is a finger. */
  device(): { width: number; touchPoints: number; coarsePointer: boolean };
  /** Hands a file to the visitor (a download). */
  saveFile(name: string, content: string, type: string): void;
  log(message: string, error: unknown): void;
}

function browserSave(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const BROWSER: PageEnvironment = {
  location: () => window.location,
  navigate: (path, how = 'assign') => window.location[how](path),
  replaceAddress: (path) => window.history.replaceState(window.history.state, '', path),
  now: () => new Date(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  device: () => ({
    width: window.innerWidth,
    touchPoints: navigator.maxTouchPoints ?? 0,
    coarsePointer: window.matchMedia?.('(pointer: coarse)').matches ?? false,
  }),
  saveFile: browserSave,
  log: (message, error) => console.error(message, error),
};

let page: PageEnvironment = BROWSER;

/** The page environment in use: the browser's unless a test replaced it. */
export function env(): PageEnvironment {
  return page;
}

/** What a test replaces: parts of the page, the transport, the storage. */
export interface EnvironmentChange {
  page?: Partial<PageEnvironment>;
  transport?: $Fetch;
  storage?: StorageEnv;
}

/** Replaces parts of the environment (tests); returns the undo, which restores all three. */
export function useEnvironment(change: EnvironmentChange): () => void {
  const previous = page;
  const previousStorage = change.storage ? storageEnv() : null;
  page = { ...page, ...change.page };
  const undoTransport = change.transport ? setTransport(change.transport) : () => {};
  if (change.storage) setStorageEnv(change.storage);
  return () => {
    page = previous;
    undoTransport();
    if (previousStorage) setStorageEnv(previousStorage);
  };
}
