import { useState } from 'react';
import { useStore } from '../../../core/browser/use-store.ts';
import { useModal } from '../../../core/modals/use-modal.ts';
import { AppDialog } from '../../../core/ui/AppDialog.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import { Checkbox } from '../../../core/ui/Checkbox.tsx';
import { ShareConsentText } from '../../privacy/ui/ShareConsentText.tsx';
import { TermsText } from '../../privacy/ui/TermsText.tsx';
import { $orderProduct, $orderResult } from '../stores/order.ts';
import { $qrStatus, closeQrCode, confirmQrConsent } from '../stores/order-qr.ts';

/** The QR-code modal of product 6 (docs/routes-and-guards.md#modals): download the app by scanning the code. */
export function QrCodeModal() {
  const { open } = useModal('qrCode');
  const product = useStore($orderProduct);
  const status = useStore($qrStatus);
  const { image, url } = useStore($orderResult);
  return (
    <AppDialog open={open} onClose={closeQrCode} title="Baixe o aplicativo" name="qr-code">
      <div className="flex flex-col items-center gap-4 text-center">
        <p className="text-sm text-gray-700">
          Escaneie o código com a câmera do seu celular para baixar o aplicativo e concluir a solicitação
          {product ? ` de ${product.title}` : ''}.
        </p>
        {status === 'consent' ? <QrConsent /> : null}
        {status === 'sending' ? (
          <div className="skeleton h-60 w-60" role="status" aria-busy="true" aria-label="Gerando o código" />
        ) : null}
        {status === 'ready' && image ? (
          <img
            src={image}
            width={240}
            height={240}
            alt={`Código QR para baixar o aplicativo${product ? ` de ${product.title}` : ''}`}
          />
        ) : null}
        {status === 'ready' && url ? (
          <a href={url} className="text-sm font-semibold underline sm:hidden">
            Abrir no celular
          </a>
        ) : null}
        <Button variant="outline" block onClick={closeQrCode}>
          Fechar
        </Button>
      </div>
    </AppDialog>
  );
}

/** The two consents of the order, asked before the order is sent when none is on record. */
function QrConsent() {
  const [terms, setTerms] = useState(false);
  const [share, setShare] = useState(false);
  return (
    <div className="flex w-full flex-col gap-3 text-left">
      <Checkbox name="terms" checked={terms} onChange={setTerms}>
        <TermsText />
      </Checkbox>
      <Checkbox name="share_consent" checked={share} onChange={setShare}>
        <ShareConsentText />
      </Checkbox>
      <Button block disabled={!(terms && share)} onClick={confirmQrConsent}>
        Continuar
      </Button>
    </div>
  );
}
