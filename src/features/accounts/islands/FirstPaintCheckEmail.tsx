import { switchModal } from '../../../core/modals/modals.ts';
import { Button } from '../../../core/ui/Button.tsx';
import { FieldFrame } from '../../../core/ui/FieldFrame.tsx';
import { askFirstPaintSubmit, SUBMITTED } from '../../../core/ui/first-paint-take.ts';
import { NATIVE_INPUT_CLASS, NativeDialog } from '../../../core/ui/NativeDialog.tsx';
import { ACCOUNT_TITLES, CHECK_EMAIL_TEXTS } from '../rules/messages.ts';
import {
  FIRST_PAINT_EMAIL_NAME,
  FIRST_PAINT_CHECK_EMAIL_ID as ID,
  takeFirstPaintCheckEmail,
} from './first-paint-check-email.ts';

const askSubmit = () => askFirstPaintSubmit('checkEmail');

/**
 * The e-mail check of a product request as the product page draws it (CheckEmailModal.tsx, type
 * request): opened by the tap of 'Solicitar agora' (`command`), it takes typing at once; the live
 * dialog takes what was typed over, 'Continuar' and Enter included. Drawn by the modal host: once
 * it has hydrated, 'Continuar' and Enter keep it open for the live dialog to answer; before, they
 * close it as submitted (`method="dialog"`), which the live dialog answers the same.
 */
export function FirstPaintCheckEmail() {
  const fieldId = `${ID}-email`;
  return (
    <NativeDialog id={ID} title={ACCOUNT_TITLES.checkEmailRequest}>
      <form
        method="dialog"
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          askSubmit();
        }}
      >
        <p className="text-sm text-gray-700">{CHECK_EMAIL_TEXTS.prompt}</p>
        <FieldFrame id={fieldId} label={CHECK_EMAIL_TEXTS.label} errorId={`${fieldId}-error`}>
          <input
            id={fieldId}
            name={FIRST_PAINT_EMAIL_NAME}
            type="email"
            autoComplete="email"
            defaultValue=""
            // biome-ignore lint/a11y/noAutofocus: a dialog opened by the person takes the focus to its field, as the live one does.
            autoFocus
            className={NATIVE_INPUT_CLASS}
          />
        </FieldFrame>
        <Button type="submit" value={SUBMITTED} block>
          {CHECK_EMAIL_TEXTS.submit}
        </Button>
        <div className="flex justify-center text-sm">
          <Button
            variant="link"
            onClick={() =>
              switchModal('checkEmail', 'logIn', { email: takeFirstPaintCheckEmail()?.email ?? '' })
            }
          >
            {CHECK_EMAIL_TEXTS.member}
          </Button>
        </div>
      </form>
    </NativeDialog>
  );
}
