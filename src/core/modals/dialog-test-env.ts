import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { memoryEnv, setStorageEnv } from '../storage/storage-env.ts';
import { clearModals } from './modals.ts';

/**
 * For a test file of dialogs: each test starts with an empty session in memory and leaves nothing
 * drawn and no dialog open. A file's own hooks add what else it sets up.
 */
export function isolateDialogTests(): void {
  beforeEach(() => setStorageEnv(memoryEnv()));
  afterEach(() => {
    cleanup();
    clearModals();
    setStorageEnv(null);
  });
}
