import { atom } from 'nanostores';
import { openModal } from '../../../core/modals/modals.ts';
import { readStored, SESSION, writeStored } from '../../../core/storage/session-table.ts';

/**
 * A product request waiting on the visitor to identify (docs/accounts.md#e-mail-check,
 * docs/accounts.md#set-password, docs/ordering.md#requesting-a-product): it goes on once the
 * visitor logs in, sets a password, or goes on as a new visitor (tempEmail).
 */

/** What the product flow does once the visitor is known (logged in, or kept as tempEmail). */
export type PendingRequest = () => void;

/** The product flow waiting on the check-email modal; the requests area sets it. */
export const $pendingRequest = atom<PendingRequest | null>(null);

/** Opens the check-email modal of a product request: once the visitor is known, `onContinue` runs. */
export function requestWithEmailCheck(onContinue: PendingRequest): void {
  $pendingRequest.set(onContinue);
  openModal('checkEmail', { type: 'request' });
}

/** Runs the waiting product flow once (with force_redirect set, as docs/accounts.md#set-password asks). */
export function continuePendingRequest(): boolean {
  const pending = $pendingRequest.get();
  if (!pending) return false;
  $pendingRequest.set(null);
  writeStored(SESSION.continueOrder, true);
  pending();
  return true;
}

/** Whether a product was chosen before identifying: waiting here, or kept in the session or the cookie. */
export function productChosen(): boolean {
  return (
    $pendingRequest.get() !== null ||
    readStored(SESSION.chosenProduct) !== null ||
    readStored(SESSION.productCookie) !== null
  );
}
