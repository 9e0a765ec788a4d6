import { cpfLocked, type EditUserForm, emailLocked } from '../../domain/account-edit-user.ts';
import type { SessionUser } from '../../stores/session.ts';
import { PERSON_FIELDS } from '../ui/person-fields.ts';
import { TextField } from '../ui/TextField.tsx';

interface EditUserFieldsProps {
  user: SessionUser;
  form: EditUserForm;
  set: (key: keyof EditUserForm) => (value: string) => void;
  errorOf: (key: keyof EditUserForm) => string | undefined;
}

/** The personal data of 'Dados Cadastrais': the e-mail locked while an authorization exists, the CPF once set. */
export function EditUserFields({ user, form, set, errorOf }: EditUserFieldsProps) {
  return (
    <>
      <TextField
        {...PERSON_FIELDS.fullName}
        value={form.full_name}
        onValueChange={set('full_name')}
        error={errorOf('full_name')}
        data-autofocus
      />
      <TextField
        {...PERSON_FIELDS.email}
        value={form.email}
        onValueChange={set('email')}
        error={errorOf('email')}
        disabled={emailLocked(user)}
        hint={
          emailLocked(user) ? 'O e-mail não pode ser alterado enquanto houver uma autorização.' : undefined
        }
      />
      <TextField
        {...PERSON_FIELDS.cellphone}
        value={form.principal_contact}
        onValueChange={set('principal_contact')}
        error={errorOf('principal_contact')}
      />
      <TextField
        {...PERSON_FIELDS.birthday}
        value={form.birthday}
        onValueChange={set('birthday')}
        error={errorOf('birthday')}
      />
      <TextField
        {...PERSON_FIELDS.cpf}
        value={form.cpf}
        onValueChange={set('cpf')}
        error={errorOf('cpf')}
        disabled={cpfLocked(user)}
        hint={cpfLocked(user) ? 'O CPF não pode ser alterado depois de cadastrado.' : undefined}
      />
    </>
  );
}
