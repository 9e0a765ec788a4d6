import { $occupation } from '../../../core/brand/brand.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import { switchModal } from '../../../core/modals/modals.ts';
import { useModal } from '../../../core/modals/use-modal.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { AppDialog } from '../../../core/ui/AppDialog.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import { Checkbox } from '../../../core/ui/Checkbox.tsx';
import { PERSON_FIELDS } from '../../../core/ui/person-fields.ts';
import { TextField } from '../../../core/ui/TextField.tsx';
import { TermsText } from '../../privacy/ui/TermsText.tsx';
import { ACCOUNT_TITLES } from '../rules/messages.ts';
import { useNewAccountForm } from './use-new-account-form.ts';

/**
 * New account (docs/routes-and-guards.md#modals, docs/validation-and-errors.md#validation-rules): every field and the terms before 'Criar'; invited, the e-mail is
 * locked and the banker authorization (checked by default) is asked.
 */
export function NewAccountModal() {
  const { open, options, close } = useModal('newAccount');
  const invited = options?.invited ?? false;
  const occupation = useStore($occupation);
  const { form, errors, submitted, filled, busy, failures, field, set, submit } = useNewAccountForm(
    open,
    options,
  );

  return (
    <AppDialog
      open={open}
      onClose={close}
      name="newAccount"
      title={invited ? ACCOUNT_TITLES.newAccountInvited : ACCOUNT_TITLES.newAccount}
      subtitle={invited ? ACCOUNT_TITLES.newAccountInvitedSubtitle : undefined}
    >
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <TextField {...PERSON_FIELDS.fullName} {...field('full_name')} autoFocus data-autofocus />
        <TextField
          {...PERSON_FIELDS.email}
          {...field('email')}
          disabled={invited && Boolean(options?.email)}
        />
        <TextField {...PERSON_FIELDS.cellphone} {...field('principal_contact')} />
        <TextField {...PERSON_FIELDS.cpf} {...field('cpf')} />
        <TextField {...PERSON_FIELDS.birthday} {...field('birthday')} />
        <Checkbox checked={form.terms} onChange={set('terms')} error={submitted ? errors.terms : undefined}>
          <TermsText />
        </Checkbox>
        {invited ? (
          <Checkbox checked={form.authorized} onChange={set('authorized')}>
            Autorizo o meu {occupation.singular} a preencher e acompanhar as minhas solicitações.
          </Checkbox>
        ) : null}
        {failures.length > 0 ? (
          <Alert>
            <ul className="list-disc space-y-1 pl-4">
              {failures.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <Button type="submit" block disabled={!filled} loading={busy}>
          Criar
        </Button>
        {invited ? (
          <div className="flex justify-center text-sm">
            <Button
              variant="link"
              onClick={() => switchModal('newAccount', 'logIn', { email: form.email, authorization: true })}
            >
              Já tem conta? Entre aqui!
            </Button>
          </div>
        ) : null}
      </form>
    </AppDialog>
  );
}
