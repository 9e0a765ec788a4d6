import { useStore } from '@nanostores/react';
import { type FocusEvent, type FormEvent, useEffect, useState } from 'react';
import { fieldErrors } from '../../api/validation/errors.ts';
import { newAccountSchema } from '../../api/validation/forms.ts';
import { ACCOUNT_TITLES } from '../../domain/account-messages.ts';
import { blurLeavesField } from '../../domain/field-touch.ts';
import { accountErrorLines, submitNewAccount } from '../../stores/account-flows.ts';
import { $occupation } from '../../stores/brand.ts';
import { switchModal } from '../../stores/modals.ts';
import { TermsText } from '../privacy/TermsText.tsx';
import { Alert } from '../ui/Alert.tsx';
import { AppDialog } from '../ui/AppDialog.tsx';
import { Button } from '../ui/Button.tsx';
import { Checkbox } from '../ui/Checkbox.tsx';
import { PERSON_FIELDS } from '../ui/person-fields.ts';
import { TextField } from '../ui/TextField.tsx';
import { useModal } from './use-modal.ts';

interface Form {
  full_name: string;
  email: string;
  principal_contact: string;
  cpf: string;
  birthday: string;
  terms: boolean;
  authorized: boolean;
}

const empty = (email = ''): Form => ({
  full_name: '',
  email,
  principal_contact: '',
  cpf: '',
  birthday: '',
  terms: false,
  authorized: true,
});

/**
 * New account (docs/routes-and-guards.md#modals, docs/validation-and-errors.md#validation-rules): every field and the terms before 'Criar'; invited, the e-mail is
 * locked and the banker authorization (checked by default) is asked.
 */
export function NewAccountModal() {
  const { open, options, close } = useModal('newAccount');
  const invited = options?.invited ?? false;
  const occupation = useStore($occupation);
  const [form, setForm] = useState<Form>(empty());
  const [touched, setTouched] = useState<Partial<Record<keyof Form, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);

  useEffect(() => {
    if (open) {
      setForm(empty(options?.email ?? ''));
      setTouched({});
      setSubmitted(false);
      setFailures([]);
    }
  }, [open, options]);

  const values = { ...form, authorized: invited ? form.authorized : undefined };
  const errors = fieldErrors(newAccountSchema(), values);
  const shown = (key: keyof Form) => (submitted || touched[key] ? errors[key] : undefined);
  const filled =
    form.full_name.trim() !== '' &&
    form.email !== '' &&
    form.principal_contact !== '' &&
    form.cpf !== '' &&
    form.birthday !== '' &&
    form.terms;

  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const touch = (key: keyof Form) => (event: FocusEvent) => {
    if (blurLeavesField(event.relatedTarget)) setTouched((t) => ({ ...t, [key]: true }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!filled || busy || Object.keys(errors).length > 0) return;
    setBusy(true);
    setFailures([]);
    try {
      await submitNewAccount({ ...form, authorized: invited ? form.authorized : undefined }, invited);
    } catch (error) {
      setFailures(accountErrorLines(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={close}
      name="newAccount"
      title={invited ? ACCOUNT_TITLES.newAccountInvited : ACCOUNT_TITLES.newAccount}
      subtitle={invited ? ACCOUNT_TITLES.newAccountInvitedSubtitle : undefined}
    >
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <TextField
          {...PERSON_FIELDS.fullName}
          value={form.full_name}
          onValueChange={set('full_name')}
          onBlur={touch('full_name')}
          error={shown('full_name')}
          autoFocus
          data-autofocus
        />
        <TextField
          {...PERSON_FIELDS.email}
          value={form.email}
          onValueChange={set('email')}
          onBlur={touch('email')}
          error={shown('email')}
          disabled={invited && Boolean(options?.email)}
        />
        <TextField
          {...PERSON_FIELDS.cellphone}
          value={form.principal_contact}
          onValueChange={set('principal_contact')}
          onBlur={touch('principal_contact')}
          error={shown('principal_contact')}
        />
        <TextField
          {...PERSON_FIELDS.cpf}
          value={form.cpf}
          onValueChange={set('cpf')}
          onBlur={touch('cpf')}
          error={shown('cpf')}
        />
        <TextField
          {...PERSON_FIELDS.birthday}
          value={form.birthday}
          onValueChange={set('birthday')}
          onBlur={touch('birthday')}
          error={shown('birthday')}
        />
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
