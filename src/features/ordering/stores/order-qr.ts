import { atom } from 'nanostores';
import type { ProductAnswer } from '../../../core/contract/store.ts';
import { closeModal, openModal } from '../../../core/modals/modals.ts';
import { $orderForm, consentOnRecord, postOrder, startOrder } from './order.ts';

/**
 * The QR-code modal of product 6 (docs/ordering.md#requesting-a-product): the order is sent for the logged user and the
 * modal shows the QR code of the app's address to scan with the phone.
 */

/** State of the QR-code modal's order. */
export const $qrStatus = atom<'idle' | 'consent' | 'sending' | 'ready' | 'failed'>('idle');

export async function openQrCode(product: ProductAnswer): Promise<void> {
  startOrder(product, 'qr', {});
  openModal('qrCode');
  $qrStatus.set('sending');
  const consent = await consentOnRecord();
  if (consent?.terms_accepted && consent.data_sharing_accepted) {
    await sendQrOrder();
    return;
  }
  // No consent on record at this store: the modal asks for it before the order is sent.
  $qrStatus.set('consent');
}

async function sendQrOrder(): Promise<void> {
  $orderForm.set({ ...$orderForm.get(), terms: true, share_consent: true });
  $qrStatus.set('sending');
  const answer = await postOrder();
  $qrStatus.set(answer ? 'ready' : 'failed');
}

/** The QR-code modal's consent boxes were ticked: the order is sent. */
export function confirmQrConsent(): void {
  void sendQrOrder();
}

/** Closes the QR-code modal. */
export function closeQrCode(): void {
  closeModal('qrCode');
  $qrStatus.set('idle');
}
