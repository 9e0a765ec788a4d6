import { ACCOUNT_MSG } from '../rules/messages.ts';
import { resendEmailChangeCode, submitEmailChangeCode } from '../stores/flows.ts';
import { CodeEntryForm } from './CodeEntryForm.tsx';

/**
 * The code step of an e-mail change in 'Dados Cadastrais': the new address counts only once the
 * code mailed to it is typed here; then the user logs in again with it.
 */
export function EmailChangeCodeForm({ email }: { email: string }) {
  return (
    <CodeEntryForm
      email={email}
      intro={
        <>
          Enviamos um código de 6 dígitos para <strong>{email}</strong>. O e-mail da conta muda quando você
          digitar o código abaixo.
        </>
      }
      submitLabel="Confirmar e-mail"
      failure={ACCOUNT_MSG.errorRetry}
      submitCode={submitEmailChangeCode}
      resendCode={resendEmailChangeCode}
    />
  );
}
