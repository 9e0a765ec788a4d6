// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $user, type SessionUser } from '../../../core/context/session.ts';
import { $banker, $pb } from '../../../core/context/store-context.ts';
import { isolateDialogTests } from '../../../core/modals/dialog-test-env.ts';
import { $modals } from '../../../core/modals/modals.ts';
import { setTransport } from '../../../core/transport/api.ts';
import {
  ASSISTANT,
  fakeTransport,
  productAnswer,
  STORE_BANKER,
} from '../../../core/transport/test-helpers.ts';
import type { ConsentOnRecord } from '../rules/order-modal.ts';
import { $qrStatus, closeQrCode, openQrCode } from '../stores/order-qr.ts';
import { QrCodeModal } from './QrCodeModal.tsx';

// The order it posts is the order store's (src/features/ordering/stores/order.test.ts); here the consent the modal
// asks when none is on record, and what it shows once the order is answered.

const customer: SessionUser = {
  ...ASSISTANT,
  id: 4,
  email: 'rafael.pedido@exemplo.com.br',
  full_name: 'Rafael Pedido Teste',
  principal_contact: '51 - 998765432',
  birthday: '1988-05-15',
  documents: { CPF: '52998224725' },
};

let posted: unknown[];
/** The consent on record at ana-souza, as the privacy service answers it. */
let consentOnRecord: ConsentOnRecord;

isolateDialogTests();
beforeEach(() => {
  posted = [];
  setTransport(
    fakeTransport(async (path, options) => {
      if (path === 'consent/ana-souza/' && options.method !== 'POST') return consentOnRecord;
      if (options.method !== 'POST') throw Object.assign(new Error('unexpected'), { status: 500 });
      posted.push(options.body);
      return { order_id: 9, url: 'https://app.exemplo.com.br/baixar', image: 'data:image/png;base64,AAAA' };
    }),
  );
});
afterEach(() => {
  closeQrCode();
  $user.set(null);
  $banker.set(null);
  $pb.set(null);
});

async function open(consent: ConsentOnRecord) {
  $user.set(customer);
  $banker.set(STORE_BANKER);
  $pb.set('ana-souza');
  consentOnRecord = consent;
  render(<QrCodeModal />);
  await act(async () => openQrCode(productAnswer({ id: 6, title: 'Conta Digital', product_type: 'APP' })));
}

describe("'Baixe o aplicativo'", () => {
  it("without consent on record, 'Continuar' waits for both boxes, then the order goes and the code shows", async () => {
    await open({ terms_accepted: false, data_sharing_accepted: false });
    expect($modals.get().qrCode).toBe(true);
    const next = screen.getByRole('button', { name: 'Continuar' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    expect(next.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Autorizo o compartilhamento/ }));
    expect(next.disabled).toBe(false);
    expect(posted).toEqual([]);
    await act(async () => fireEvent.click(next));
    await waitFor(() => expect($qrStatus.get()).toBe('ready'));
    expect(posted).toMatchObject([{ product: 6, customer: 4, personal_banker: 1001, terms: true }]);
    const code = screen.getByRole('img', { name: 'Código QR para baixar o aplicativo de Conta Digital' });
    expect(code.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(screen.getByRole('link', { name: 'Abrir no celular' }).getAttribute('href')).toBe(
      'https://app.exemplo.com.br/baixar',
    );
  });

  it('with consent on record, the order goes at once and no box is asked', async () => {
    await open({ terms_accepted: true, data_sharing_accepted: true });
    await waitFor(() => expect($qrStatus.get()).toBe('ready'));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(posted).toHaveLength(1);
    expect(screen.getByRole('img', { name: /Código QR/ })).toBeTruthy();
  });
});
