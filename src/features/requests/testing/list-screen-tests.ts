import { cleanup } from '@testing-library/react';
import type { WritableAtom } from 'nanostores';
import { afterEach, beforeAll } from 'vitest';
import { $user, refreshOnLoad } from '../../../core/context/session.ts';
import type { RequestsStatus } from '../stores/requests.ts';

/**
 * For a test file of a screen that lists what the services answer: the page load's token refresh
 * (the session store's own concern, tested there) has already run, finding no stored token, so the
 * list loads at once; each test leaves nothing drawn, nobody logged in and the list still to load.
 */
export function isolateListScreenTests<List>(
  list: WritableAtom<List | null>,
  status: WritableAtom<RequestsStatus>,
): void {
  beforeAll(() => refreshOnLoad());
  afterEach(() => {
    cleanup();
    $user.set(null);
    list.set(null);
    status.set('loading');
  });
}
