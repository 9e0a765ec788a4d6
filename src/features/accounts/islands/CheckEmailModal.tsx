import { type SubmitEvent, useEffect, useState } from 'react';
import { switchModal } from '../../../core/modals/modals.ts';
import { useModal } from '../../../core/modals/use-modal.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { AppDialog } from '../../../core/ui/AppDialog.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import { TextField } from '../../../core/ui/TextField.tsx';
import { ACCOUNT_TITLES, CHECK_EMAIL_TEXTS } from '../rules/messages.ts';
import { checkEmail } from '../stores/flows.ts';
import { takeFirstPaintCheckEmail } from './first-paint-check-email.ts';
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
    if (!open) return;
    setEmail(options?.email ?? '');
    showMessage(null);
    if (type !== 'request') return;
    // What was done in the e-mail check drawn with the product page, before this dialog's code came.
    const typed = takeFirstPaintCheckEmail();
    if (typed) {
      setEmail(typed.email);
      if (typed.submit && typed.email) void run(() => checkEmail(type, typed.email));
    }
  }, [open, options, type, showMessage, run]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || busy) return;
    await run(() => checkEmail(type, email));
  };

  return (
    <AppDialog open={open} onClose={close} name="checkEmail" title={TITLES[type]}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <p className="text-sm text-gray-700">
          {type === 'forgot' ? CHECK_EMAIL_TEXTS.forgotPrompt : CHECK_EMAIL_TEXTS.prompt}
        </p>
        <TextField
          label={CHECK_EMAIL_TEXTS.label}
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
          {CHECK_EMAIL_TEXTS.submit}
        </Button>
        <div className="flex justify-center text-sm">
          <Button variant="link" onClick={() => switchModal('checkEmail', 'logIn', { email })}>
            {CHECK_EMAIL_TEXTS.member}
          </Button>
        </div>
      </form>
    </AppDialog>
  );
}
