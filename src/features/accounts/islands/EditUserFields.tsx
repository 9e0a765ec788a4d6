import type { SessionUser } from '../../../core/context/session.ts';
import { PERSON_FIELDS } from '../../../core/ui/person-fields.ts';
import { TextField } from '../../../core/ui/TextField.tsx';
import { cpfLocked, type EditUserForm, emailLocked } from '../rules/edit-user.ts';

interface EditUserFieldsProps {
  user: SessionUser;
  form: EditUserForm;
  set: (key: keyof EditUserForm) => (value: string) => void;
  errorOf: (key: keyof EditUserForm) => string | undefined;
}

/** The personal data of 'Dados Cadastrais': the e-mail locked while an authorization exists, the CPF once set. */
export function EditUserFields({ user, form, set, errorOf }: EditUserFieldsProps) {
  /** The props that tie a field to the form: its value, change and message. */
  const field = (key: keyof EditUserForm) => ({
    value: form[key],
    onValueChange: set(key),
    error: errorOf(key),
  });
  return (
    <>
      <TextField {...PERSON_FIELDS.fullName} {...field('full_name')} data-autofocus />
      <TextField
        {...PERSON_FIELDS.email}
        {...field('email')}
        disabled={emailLocked(user)}
        hint={
          emailLocked(user) ? 'O e-mail não pode ser alterado enquanto houver uma autorização.' : undefined
        }
      />
      <TextField {...PERSON_FIELDS.cellphone} {...field('principal_contact')} />
      <TextField {...PERSON_FIELDS.birthday} {...field('birthday')} />
      <TextField
        {...PERSON_FIELDS.cpf}
        {...field('cpf')}
        disabled={cpfLocked(user)}
        hint={cpfLocked(user) ? 'O CPF não pode ser alterado depois de cadastrado.' : undefined}
      />
    </>
  );
}
