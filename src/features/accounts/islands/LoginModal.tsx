import { type SubmitEvent, useEffect, useState } from 'react';
import { switchModal } from '../../../core/modals/modals.ts';
import { useModal } from '../../../core/modals/use-modal.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { AppDialog } from '../../../core/ui/AppDialog.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import { TextField } from '../../../core/ui/TextField.tsx';
import { LOGIN_FIELDS } from '../rules/login-fields.ts';
import { ACCOUNT_TITLES } from '../rules/messages.ts';
import { submitLogin } from '../stores/flows.ts';
import { type TypedLogin, takeFirstPaintLogin } from './first-paint-login.ts';
import { useAccountAction } from './use-account-action.ts';

/** The caret back in the field it was in, at the end of what was typed, once the dialog has opened. */
function keepCaret(typed: TypedLogin): void {
  requestAnimationFrame(() => {
    const name = LOGIN_FIELDS[typed.focus].name;
    const input = document.querySelector<HTMLInputElement>(`[data-modal="logIn"] input[name="${name}"]`);
    if (!input) return;
    input.focus();
    // An e-mail field has no caret position to set; the browser puts it at the end.
    if (input.type !== 'email') input.setSelectionRange(input.value.length, input.value.length);
  });
}

/** Login (docs/routes-and-guards.md#modals, docs/accounts.md#session-login-and-logout, docs/validation-and-errors.md#validation-rules): the button waits for a password; Enter submits. */
export function LoginModal() {
  const { open, options, close } = useModal('logIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, message, showMessage, run } = useAccountAction('Usuário ou senha incorreto.');

  useEffect(() => {
    if (open) {
      // What was typed in the login drawn with the page, before this dialog's code had arrived.
      const takeOver = (typed: TypedLogin) => {
        setEmail(typed.email || options?.email || '');
        setPassword(typed.password);
        keepCaret(typed);
        if (typed.submit && typed.password) void run(() => submitLogin(typed.email, typed.password));
      };
      setEmail(options?.email ?? '');
      setPassword('');
      showMessage(null);
      const typed = takeFirstPaintLogin();
      if (typed) takeOver(typed);
      // The early dialog may open after this one, from the same press: it is taken over then.
      const frame = requestAnimationFrame(() => {
        const late = takeFirstPaintLogin();
        if (late) takeOver(late);
      });
      return () => cancelAnimationFrame(frame);
    }
  }, [open, options, showMessage, run]);

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
          {...LOGIN_FIELDS.email}
          value={email}
          onValueChange={setEmail}
          blockSpaces
          autoFocus
          data-autofocus
        />
        <TextField {...LOGIN_FIELDS.password} value={password} onValueChange={setPassword} />
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
