import { type ReactNode, type SubmitEvent, useState } from 'react';
import { digitsOf } from '../../../core/format/digits.ts';
import { showSnackbar } from '../../../core/modals/snackbar.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import { TextField } from '../../../core/ui/TextField.tsx';
import { useAccountAction } from './use-account-action.ts';

export interface CodeEntryFormProps {
  /** Where the code went; without it nothing is sent. */
  email: string | null;
  /** The sentence above the field. */
  intro: ReactNode;
  submitLabel: string;
  /** Shown when the service fails without a message of its own. */
  failure: string;
  submitCode: (email: string, code: string) => Promise<void>;
  resendCode: (email: string) => Promise<void>;
}

/** The step that asks for the 6-digit code mailed to the user, with 'Reenviar código'. */
export function CodeEntryForm({
  email,
  intro,
  submitLabel,
  failure,
  submitCode,
  resendCode,
}: CodeEntryFormProps) {
  const [code, setCode] = useState('');
  const { busy, message, run } = useAccountAction(failure);
  const runFor = (action: (to: string) => Promise<void>) => {
    if (email) void run(() => action(email));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.length !== 6 || busy) return;
    runFor((to) => submitCode(to, code));
  };

  const resend = () =>
    runFor(async (to) => {
      await resendCode(to);
      showSnackbar({ text: 'Enviamos um novo código para o seu e-mail.', color: 'success', icon: 'check' });
    });

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <p className="text-sm text-gray-700">{intro}</p>
      <TextField
        label="Código de verificação"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onValueChange={(value) => setCode(digitsOf(value).slice(0, 6))}
        autoFocus
        data-autofocus
      />
      {message ? <Alert>{message}</Alert> : null}
      <Button type="submit" block disabled={code.length !== 6} loading={busy}>
        {submitLabel}
      </Button>
      <div className="flex justify-center text-sm">
        <Button variant="link" onClick={resend} disabled={busy}>
          Reenviar código
        </Button>
      </div>
    </form>
  );
}
