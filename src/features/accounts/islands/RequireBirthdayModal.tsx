import { type SubmitEvent, useEffect, useState } from 'react';
import { useModal } from '../../../core/modals/use-modal.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { AppDialog } from '../../../core/ui/AppDialog.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import { PERSON_FIELDS } from '../../../core/ui/person-fields.ts';
import { TextField } from '../../../core/ui/TextField.tsx';
import { fieldErrors } from '../../../core/validation/errors.ts';
import { requireBirthdaySchema } from '../../../core/validation/forms.ts';
import { ACCOUNT_MSG, ACCOUNT_TITLES } from '../rules/messages.ts';
import { submitBirthday } from '../stores/flows.ts';
import { useAccountAction } from './use-account-action.ts';

/** 'Ação necessária' (docs/invitations.md#invitation-and-authorization, docs/validation-and-errors.md#validation-rules): the missing birthday; save stays disabled while it is invalid. */
export function RequireBirthdayModal() {
  const { open, close } = useModal('requireBirthday');
  const [birthday, setBirthday] = useState('');
  const { busy, message, run } = useAccountAction(ACCOUNT_MSG.errorRetry);

  useEffect(() => {
    if (open) setBirthday('');
  }, [open]);

  const error = fieldErrors(requireBirthdaySchema(), { birthday }).birthday;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (error || busy) return;
    await run(() => submitBirthday(birthday));
  };

  return (
    <AppDialog open={open} onClose={close} name="requireBirthday" title={ACCOUNT_TITLES.requireBirthday}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <p className="text-sm text-gray-700">Para continuar, informe a sua data de nascimento.</p>
        <TextField
          {...PERSON_FIELDS.birthday}
          value={birthday}
          onValueChange={setBirthday}
          error={birthday.length === 10 ? error : undefined}
          data-autofocus
        />
        {message ? <Alert>{message}</Alert> : null}
        <Button type="submit" block disabled={Boolean(error)} loading={busy}>
          Salvar
        </Button>
      </form>
    </AppDialog>
  );
}
