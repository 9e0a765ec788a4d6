import { type SubmitEvent, useEffect, useState } from 'react';
import { useStore } from '../../../core/browser/use-store.ts';
import { $user } from '../../../core/context/session.ts';
import { useModal } from '../../../core/modals/use-modal.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { AppDialog } from '../../../core/ui/AppDialog.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import { TextField } from '../../../core/ui/TextField.tsx';
import { fieldErrors } from '../../../core/validation/errors.ts';
import { setPasswordSchema } from '../../../core/validation/forms.ts';
import { type ForgotStep, forgotTitle } from '../rules/forgot-password.ts';
import { ACCOUNT_MSG } from '../rules/messages.ts';
import {
  finishNewPassword,
  forgotForced,
  forgotStart,
  resendCode,
  submitCode,
  submitNewPassword,
} from '../stores/flows.ts';
import { CodeEntryForm } from './CodeEntryForm.tsx';
import { useAccountAction } from './use-account-action.ts';

/**
 * Forgot / set password (docs/routes-and-guards.md#modals, docs/accounts.md#set-password, docs/accounts.md#forgot-password): 1 the e-mailed code, 2 the new password,
 * 3 'Aguarde, estamos logando você.' while the new password logs the user in.
 */
export function ForgotModal() {
  const { open, options, close } = useModal('forgot');
  const user = useStore($user);
  const [step, setStep] = useState<ForgotStep>(1);
  const [forced, setForced] = useState(false);
  const [passwords, setPasswords] = useState({ password1: '', password2: '' });
  const [submitted, setSubmitted] = useState(false);
  const { busy, message, showMessage, run } = useAccountAction(ACCOUNT_MSG.setPasswordFailed);
  const email = options?.email ?? user?.email ?? null;

  useEffect(() => {
    if (open) {
      setStep(forgotStart());
      setForced(forgotForced());
      setPasswords({ password1: '', password2: '' });
      setSubmitted(false);
      showMessage(null);
    }
  }, [open, showMessage]);

  const errors = fieldErrors(setPasswordSchema, passwords);
  // The two new-password fields differ only in their label and the value they hold.
  const passwordField = (key: keyof typeof passwords) => ({
    type: 'password',
    autoComplete: 'new-password',
    value: passwords[key],
    onValueChange: (value: string) => setPasswords((p) => ({ ...p, [key]: value })),
    error: submitted ? errors[key] : undefined,
  });
  const savePassword = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (busy || Object.keys(errors).length > 0) return;
    void run(async () => {
      await submitNewPassword(passwords.password1, passwords.password2);
      setStep(3);
      try {
        await finishNewPassword(email, passwords.password1);
      } catch (error) {
        setStep(2);
        throw error;
      }
    });
  };

  return (
    <AppDialog
      open={open}
      onClose={step === 3 ? () => {} : close}
      name="forgot"
      title={forgotTitle(step, forced)}
      hideClose={step === 3}
    >
      {step === 1 ? (
        <CodeEntryForm
          email={email}
          intro={
            <>
              Enviamos um código de 6 dígitos para {email ? <strong>{email}</strong> : 'o seu e-mail'}.
              Digite-o abaixo.
            </>
          }
          submitLabel="Verificar"
          failure={ACCOUNT_MSG.setPasswordFailed}
          submitCode={async (to, code) => {
            await submitCode(to, code);
            setStep(2);
          }}
          resendCode={resendCode}
        />
      ) : null}
      {step === 2 ? (
        <form onSubmit={savePassword} className="flex flex-col gap-4" noValidate>
          <p className="text-sm text-gray-700">
            A senha precisa ter pelo menos 8 caracteres, com pelo menos 6 letras e 2 números.
          </p>
          <TextField label="Nova senha" {...passwordField('password1')} autoFocus data-autofocus />
          <TextField label="Confirme a nova senha" {...passwordField('password2')} />
          {message ? <Alert>{message}</Alert> : null}
          <Button type="submit" block disabled={!passwords.password1 || !passwords.password2} loading={busy}>
            Salvar senha
          </Button>
        </form>
      ) : null}
      {step === 3 ? (
        <div role="status" className="flex flex-col items-center gap-4 py-6">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-10 w-10 animate-spin text-primary"
            fill="none"
          >
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
            <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" />
          </svg>
          <p className="text-center text-gray-800">{ACCOUNT_MSG.loggingIn}</p>
        </div>
      ) : null}
    </AppDialog>
  );
}
