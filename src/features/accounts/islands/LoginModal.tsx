import { type SubmitEvent, useEffect, useState } from 'react';
import { switchModal } from '../../../core/modals/modals.ts';
import { useModal } from '../../../core/modals/use-modal.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { AppDialog } from '../../../core/ui/AppDialog.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import { TextField } from '../../../core/ui/TextField.tsx';
import { ACCOUNT_TITLES } from '../rules/messages.ts';
import { submitLogin } from '../stores/flows.ts';
import { useAccountAction } from './use-account-action.ts';

/** Login (docs/routes-and-guards.md#modals, docs/accounts.md#session-login-and-logout, docs/validation-and-errors.md#validation-rules): the button waits for a password; Enter submits. */
export function LoginModal() {
  const { open, options, close } = useModal('logIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, message, showMessage, run } = useAccountAction('Usuário ou senha incorreto.');

  useEffect(() => {
    if (open) {
      setEmail(options?.email ?? '');
      setPassword('');
      showMessage(null);
    }
  }, [open, options, showMessage]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password || busy) return;
    await run(() => submitLogin(email, password));
  };

  return (
    <AppDialog
      open={open}
      onClose={close}
      name="logIn"
      title={options?.authorization ? ACCOUNT_TITLES.logInAuthorization : ACCOUNT_TITLES.logIn}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextField
          label="E-mail"
          type="email"
          name="username"
          autoComplete="username"
          value={email}
          onValueChange={setEmail}
          blockSpaces
          autoFocus
          data-autofocus
        />
        <TextField
          label="Senha"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
        />
        {message ? <Alert>{message}</Alert> : null}
        <Button type="submit" block disabled={!password} loading={busy}>
          Entrar
        </Button>
        <div className="flex flex-col items-center gap-3 text-sm">
          <Button
            variant="link"
            onClick={() => switchModal('logIn', 'checkEmail', { type: 'forgot', email })}
          >
            Esqueceu a sua senha?
          </Button>
          <Button variant="link" onClick={() => switchModal('logIn', 'newAccount')}>
            Criar nova conta
          </Button>
        </div>
      </form>
    </AppDialog>
  );
}
