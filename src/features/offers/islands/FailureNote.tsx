import { useState } from 'react';
import { $occupation } from '../../../core/brand/brand.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import { $banker } from '../../../core/context/store-context.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import { WhatsAppLink } from '../../../core/ui/WhatsAppLink.tsx';
import { IDENTITY_WAYS } from '../contract/offers-messages.ts';
import { type OffersFailure, withBankerTitle } from '../rules/offer-view.ts';

/**
 * A refused call that names no field: its message (in the store's banker title), its title where it
 * has one, and the way forward: the account's data for a missing CPF or data that do not prove it
 * (and the banker's WhatsApp), the code to confirm an unconfirmed e-mail.
 */
export function FailureNote({
  failure,
  onCpf,
}: {
  failure: Exclude<OffersFailure, { kind: 'fields' }>;
  onCpf: () => void;
}) {
  const occupation = useStore($occupation).singular;
  const banker = useStore($banker);
  const [confirmFailed, setConfirmFailed] = useState<string | null>(null);
  const confirm = () => {
    setConfirmFailed(null);
    // Loaded on the press: only a customer whose e-mail is unconfirmed needs it.
    import('../../accounts/stores/edit-user.ts')
      .then(({ confirmOwnEmail }) => confirmOwnEmail())
      .catch((error: unknown) => setConfirmFailed(error instanceof Error ? error.message : null));
  };
  return (
    <Alert>
      {failure.kind === 'limit' ? <strong className="block">{failure.title}</strong> : null}
      <span>{withBankerTitle(failure.message, occupation)}</span>
      {failure.kind === 'cpf' ? (
        <Button variant="outline" className="mt-2 block" onClick={onCpf}>
          Informar meu CPF
        </Button>
      ) : null}
      {failure.kind === 'identity' ? (
        <>
          <Button variant="outline" className="mt-2 block" onClick={onCpf}>
            {IDENTITY_WAYS.correctData}
          </Button>
          {banker ? (
            <WhatsAppLink person={banker.person} className="mt-2 inline-block font-semibold underline" />
          ) : null}
        </>
      ) : null}
      {failure.kind === 'email' ? (
        <Button variant="outline" className="mt-2 block" onClick={confirm}>
          {IDENTITY_WAYS.confirmEmail}
        </Button>
      ) : null}
      {confirmFailed ? <span className="mt-2 block">{confirmFailed}</span> : null}
    </Alert>
  );
}
