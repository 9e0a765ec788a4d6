import { leave } from './leaving.ts';

/**
 * The browser as the stores use it, in one place: the page's address and how it is left, the
 * clock, the device, files and the console. With the transport (src/core/transport/api.ts) and the
 * storage (src/core/storage/storage-env.ts) it is all a store reaches outside itself; what one store
 * needs of another it imports. Tests replace any part of the three with `useEnvironment`
 * (src/core/browser/test-helpers.ts).
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

const BROWSER: PageEnvironment = {
  location: () => window.location,
  navigate: (path, how = 'assign') => leave(() => window.location[how](path)),
  replaceAddress: (path) => window.history.replaceState(window.history.state, '', path),
  now: () => new Date(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  device: () => ({
    width: window.innerWidth,
    touchPoints: navigator.maxTouchPoints ?? 0,
    coarsePointer: window.matchMedia?.('(pointer: coarse)').matches ?? false,
  }),
  // Only the data download saves a file: its code loads when asked.
  saveFile: (name, content, type) =>
    void import('./save-file.ts').then((m) => m.saveFile(name, content, type)),
  log: (message, error) => console.error(message, error),
};

let page: PageEnvironment = BROWSER;

/** The page environment in use: the browser's unless a test replaced it. */
export function env(): PageEnvironment {
  return page;
}

/** Replaces the page environment (tests, through `useEnvironment`); returns the one it replaced. */
export function setPageEnvironment(next: PageEnvironment): PageEnvironment {
  const previous = page;
  page = next;
  return previous;
}
