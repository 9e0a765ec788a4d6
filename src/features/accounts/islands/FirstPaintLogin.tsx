import { closeModal, switchModal } from '../../../core/modals/modals.ts';
import { Button } from '../../../core/ui/Button.tsx';
import { FieldFrame } from '../../../core/ui/FieldFrame.tsx';
import { askFirstPaintSubmit, closedByPerson } from '../../../core/ui/first-paint-take.ts';
import { NATIVE_INPUT_CLASS, NativeDialog } from '../../../core/ui/NativeDialog.tsx';
import { LOGIN_FIELDS } from '../rules/login-fields.ts';
import { ACCOUNT_TITLES } from '../rules/messages.ts';
import { FIRST_PAINT_LOGIN_ID, takeFirstPaintLogin } from './first-paint-login.ts';

const askSubmit = () => askFirstPaintSubmit('logIn');

/**
 * The login as the page draws it (docs/accounts.md#session-login-and-logout): 'Entrar' opens it by
 * `command` at once, its fields take typing, and the live dialog takes what was typed over
 * (`takeFirstPaintLogin`), 'Entrar' and Enter included: the live dialog logs in with what was
 * typed, once it has a password. Its links, pressed early, are answered once the header's code has run.
 */
export function FirstPaintLogin() {
  const field = (key: keyof typeof LOGIN_FIELDS, autoFocus: boolean) => {
    const { label, ...attributes } = LOGIN_FIELDS[key];
    const id = `${FIRST_PAINT_LOGIN_ID}-${key}`;
    return (
      <FieldFrame id={id} label={label} errorId={`${id}-error`}>
        <input
          id={id}
          {...attributes}
          defaultValue=""
          // biome-ignore lint/a11y/noAutofocus: a dialog opened by the person takes the focus to its first field, as the live login does.
          autoFocus={autoFocus}
          className={NATIVE_INPUT_CLASS}
          onKeyDown={(event) => {
            if (event.key === 'Enter') askSubmit();
          }}
        />
      </FieldFrame>
    );
  };
  return (
    <NativeDialog
      id={FIRST_PAINT_LOGIN_ID}
      title={ACCOUNT_TITLES.logIn}
      // Closed by the person while the live dialog was on its way: it does not open.
      onClose={(event) => {
        if (closedByPerson(event.currentTarget)) closeModal('logIn');
      }}
    >
      <div className="flex flex-col gap-4">
        {field('email', true)}
        {field('password', false)}
        <Button block onClick={askSubmit}>
          Entrar
        </Button>
        <div className="flex flex-col items-center gap-3 text-sm">
          <Button
            variant="link"
            onClick={() =>
              switchModal('logIn', 'checkEmail', {
                type: 'forgot',
                email: takeFirstPaintLogin()?.email ?? '',
              })
            }
          >
            Esqueceu a sua senha?
          </Button>
          <Button
            variant="link"
            onClick={() => {
              takeFirstPaintLogin();
              switchModal('logIn', 'newAccount');
            }}
          >
            Criar nova conta
          </Button>
        </div>
      </div>
    </NativeDialog>
  );
}
