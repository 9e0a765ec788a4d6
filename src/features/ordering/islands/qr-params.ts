import { atom } from 'nanostores';
import { readStored, SESSION } from '../../../core/storage/session-table.ts';

/** What the QR screen shows (docs/ordering.md#qr-code-screen): the QR data (or 'sim') and the product label. */
export interface QrParams {
  qrcode: string | null;
  label: string;
}

/** The parameters of the QR screen: kept in the session by the order flow, or in the address. */
export function readQrParams(search: string): QrParams {
  const stored = readStored(SESSION.qrScreen);
  const query = new URLSearchParams(search);
  return {
    qrcode: stored?.qrcode || query.get('qrcode') || null,
    label: stored?.label || query.get('label') || '',
  };
}

/** The parameters as the page opened, read before the route guards strip the address's query. */
export const $qrParams = atom<QrParams | null>(null);

/** Keeps the parameters of the address's query as it was when the page opened. */
export function captureQrParams(search: string): void {
  $qrParams.set(readQrParams(search));
}

/** The QR image as an address: a data URL as received, or base64 PNG data. */
export function qrImageSrc(qrcode: string): string {
  return qrcode.startsWith('data:') ? qrcode : `data:image/png;base64,${qrcode}`;
}
