import { type SubmitEvent, useEffect, useState } from 'react';
import { switchModal } from '../../../core/modals/modals.ts';
import { useModal } from '../../../core/modals/use-modal.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { AppDialog } from '../../../core/ui/AppDialog.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import { TextField } from '../../../core/ui/TextField.tsx';
import { ACCOUNT_TITLES } from '../rules/messages.ts';
import { checkEmail } from '../stores/flows.ts';
import { useAccountAction } from './use-account-action.ts';

const TITLES = {
  request: ACCOUNT_TITLES.checkEmailRequest,
  forgot: ACCOUNT_TITLES.checkEmailForgot,
  new: ACCOUNT_TITLES.newAccount,
} as const;

/** Check e-mail (docs/routes-and-guards.md#modals, docs/accounts.md#e-mail-check): the e-mail decides login, sign-up, code or going on. */
export function CheckEmailModal() {
  const { open, options, close } = useModal('checkEmail');
  const type = options?.type ?? 'request';
  const [email, setEmail] = useState('');
  const { busy, message, showMessage, run } = useAccountAction('Por favor, tente de novo.');

  useEffect(() => {
    if (open) {
      setEmail(options?.email ?? '');
      showMessage(null);
    }
  }, [open, options, showMessage]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || busy) return;
    await run(() => checkEmail(type, email));
  };

  return (
    <AppDialog open={open} onClose={close} name="checkEmail" title={TITLES[type]}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <p className="text-sm text-gray-700">
          {type === 'forgot'
            ? 'Informe o e-mail da sua conta para receber um código de verificação.'
            : 'Informe o seu e-mail para continuar.'}
        </p>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
          blockSpaces
          autoFocus
          data-autofocus
        />
        {message ? <Alert>{message}</Alert> : null}
        <Button type="submit" block disabled={!email.trim()} loading={busy}>
          Continuar
        </Button>
        <div className="flex justify-center text-sm">
          <Button variant="link" onClick={() => switchModal('checkEmail', 'logIn', { email })}>
            Já é membro? Entrar
          </Button>
        </div>
      </form>
    </AppDialog>
  );
}
