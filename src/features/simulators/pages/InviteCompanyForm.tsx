import { type SubmitEvent, useState } from 'react';
import { useStore } from '../../../core/browser/use-store.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import { PERSON_FIELDS } from '../../../core/ui/person-fields.ts';
import { TextField } from '../../../core/ui/TextField.tsx';
import { isEmail } from '../../../core/validation/email.ts';
import { invalidEmailMessage, MSG } from '../../../core/validation/messages.ts';
import { $inviteRun, inviteCompany } from './business-loan.ts';

/** The banker's way: invite the checked company's representative by e-mail. */
export function InviteCompanyForm() {
  const run = useStore($inviteRun);
  const [form, setForm] = useState({ name: '', email: '' });
  const { name, email } = form;
  const [submitted, setSubmitted] = useState(false);
  /** The props that tie a field to the form: its value and change. */
  const bind = (key: keyof typeof form) => ({
    value: form[key],
    onValueChange: (value: string) => setForm((form) => ({ ...form, [key]: value })),
  });
  const nameError = submitted && !name.trim() ? MSG.required : null;
  const emailError = submitted
    ? !email.trim()
      ? MSG.required
      : isEmail(email)
        ? null
        : invalidEmailMessage(email)
    : null;
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (name.trim() && isEmail(email)) void inviteCompany({ name, email });
  };
  if (run.status === 'sent') return <Alert tone="success">{run.message}</Alert>;
  return (
    <form aria-label="Convidar a empresa" noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <p className="text-gray-800">Convide o representante da empresa a pedir o crédito pela sua loja.</p>
      <TextField
        {...PERSON_FIELDS.fullName}
        label="Nome do representante"
        {...bind('name')}
        error={nameError}
      />
      <TextField
        {...PERSON_FIELDS.email}
        label="E-mail do representante"
        {...bind('email')}
        error={emailError}
      />
      {run.status === 'failed' ? <Alert>{run.message}</Alert> : null}
      <Button type="submit" loading={run.status === 'sending'} className="self-start">
        Enviar convite
      </Button>
    </form>
  );
}
