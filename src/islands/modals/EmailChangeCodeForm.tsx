import { type FormEvent, useState } from 'react';
import { ACCOUNT_MSG } from '../../domain/account-messages.ts';
import { resendEmailChangeCode, submitEmailChangeCode } from '../../stores/account-flows.ts';
import { AccountError } from '../../stores/session.ts';
import { showSnackbar } from '../../stores/snackbar.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useTimedMessage } from './use-timed-message.ts';

/**
 * The code step of an e-mail change in 'Dados Cadastrais': the new address counts only once the
 * code mailed to it is typed here; then the user logs in again with it.
 */
export function EmailChangeCodeForm({ email }: { email: string }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, showMessage] = useTimedMessage();

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      showMessage(error instanceof AccountError ? error.message : ACCOUNT_MSG.errorRetry);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== 6 || busy) return;
    void run(() => submitEmailChangeCode(email, code));
  };

  const resend = () =>
    void run(async () => {
      await resendEmailChangeCode(email);
      showSnackbar({ text: 'Enviamos um novo código para o seu e-mail.', color: 'success', icon: 'check' });
    });

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <p className="text-sm text-gray-700">
        Enviamos um código de 6 dígitos para <strong>{email}</strong>. O e-mail da conta muda quando você
        digitar o código abaixo.
      </p>
      <TextField
        label="Código de verificação"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onValueChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
        autoFocus
        data-autofocus
      />
      {message ? <Alert>{message}</Alert> : null}
      <Button type="submit" block disabled={code.length !== 6} loading={busy}>
        Confirmar e-mail
      </Button>
      <div className="flex justify-center text-sm">
        <Button variant="link" onClick={resend} disabled={busy}>
          Reenviar código
        </Button>
      </div>
    </form>
  );
}
