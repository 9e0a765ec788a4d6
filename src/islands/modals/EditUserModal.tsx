import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { fieldErrors } from '../../api/validation/errors.ts';
import { editUserSchema } from '../../api/validation/forms.ts';
import {
  authorizationToggleLabel,
  cpfLocked,
  type EditUserForm,
  emailLocked,
  userToForm,
} from '../../domain/account-edit-user.ts';
import { ACCOUNT_MSG, ACCOUNT_TITLES, CPF_MESSAGE_MS } from '../../domain/account-messages.ts';
import {
  authorizesCurrentBanker,
  currentBankerId,
  EditUserError,
  needsEmailConfirmation,
  submitEditUser,
  toggleAuthorization,
} from '../../stores/account-flows.ts';
import { $occupation } from '../../stores/brand.ts';
import { $user, AccountError, loadUser, type SessionUser } from '../../stores/session.ts';
import { showSnackbar } from '../../stores/snackbar.ts';
import { Alert } from '../ui/Alert.tsx';
import { AppDialog } from '../ui/AppDialog.tsx';
import { Button } from '../ui/Button.tsx';
import { PERSON_FIELDS } from '../ui/person-fields.ts';
import { TextField } from '../ui/TextField.tsx';
import { EmailChangeCodeForm } from './EmailChangeCodeForm.tsx';
import { useModal } from './use-modal.ts';
import { useTimedMessage } from './use-timed-message.ts';

/**
 * 'Dados Cadastrais' (docs/accounts.md#edit-user, docs/validation-and-errors.md#validation-rules): reloads the user on open; CPF locked once set, e-mail
 * locked while an authorization exists; a new e-mail is confirmed and forces a new login; the
 * authorization toggle for the banker of the visited store.
 */
export function EditUserModal() {
  const { open, close } = useModal('editUser');
  const occupation = useStore($occupation);
  const [user, setUser] = useState<SessionUser | null>(null);
  const [form, setForm] = useState<EditUserForm | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [serverFields, setServerFields] = useState<Partial<Record<keyof EditUserForm, string>>>({});
  const [cpfMessage, showCpfMessage] = useTimedMessage(CPF_MESSAGE_MS);
  const [message, showMessage] = useTimedMessage();
  const [toggleMessage, showToggleMessage] = useTimedMessage();
  const [toggling, setToggling] = useState(false);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setSubmitted(false);
    setServerFields({});
    setConfirming(false);
    setPendingEmail(null);
    const fill = (next: SessionUser) => {
      setUser(next);
      setForm(userToForm(next));
    };
    const known = $user.get();
    if (known) fill(known);
    loadUser()
      .then(fill)
      .catch(() => showMessage(ACCOUNT_MSG.errorRetry));
    // Reloaded when the modal opens (docs/accounts.md#edit-user), not on every change of the stored user.
  }, [open, showMessage]);

  const bankerId = currentBankerId();
  const showToggle = user !== null && bankerId !== null && bankerId !== user.id;
  const authorized = user ? authorizesCurrentBanker(user) : false;
  const errors = form ? fieldErrors(editUserSchema(), { ...form, cpf: form.cpf || undefined }) : {};
  const errorOf = (key: keyof EditUserForm) =>
    key === 'cpf' && cpfMessage ? cpfMessage : (serverFields[key] ?? (submitted ? errors[key] : undefined));

  const set = (key: keyof EditUserForm) => (value: string) => {
    setForm((f) => (f ? { ...f, [key]: value } : f));
    setServerFields((s) => ({ ...s, [key]: undefined }));
    if (key === 'cpf') showCpfMessage(null);
  };

  const save = async () => {
    if (!user || !form) return;
    setBusy(true);
    try {
      const result = await submitEditUser(user, form);
      if (result === 'saved') {
        close();
        showSnackbar({ text: 'Dados atualizados.', color: 'success', icon: 'check' });
      } else {
        setPendingEmail(result.confirmEmail);
      }
    } catch (error) {
      if (error instanceof EditUserError) {
        const { cpf, ...others } = error.fields;
        if (cpf) showCpfMessage(cpf);
        setServerFields(others);
        if (error.message) showMessage(error.message);
      } else {
        showMessage(error instanceof AccountError ? error.message : ACCOUNT_MSG.errorRetry);
      }
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!user || !form || busy || Object.keys(errors).length > 0) return;
    if (needsEmailConfirmation(user, form)) setConfirming(true);
    else void save();
  };

  const toggle = async () => {
    if (!user) return;
    setToggling(true);
    try {
      setUser(await toggleAuthorization(user));
    } catch {
      showToggleMessage(ACCOUNT_MSG.authorizationFailed);
    } finally {
      setToggling(false);
    }
  };

  return (
    <AppDialog open={open} onClose={close} name="editUser" title={ACCOUNT_TITLES.editUser}>
      {pendingEmail ? (
        <EmailChangeCodeForm email={pendingEmail} />
      ) : user && form ? (
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
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
              emailLocked(user)
                ? 'O e-mail não pode ser alterado enquanto houver uma autorização.'
                : undefined
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
          {message ? <Alert>{message}</Alert> : null}
          <Button type="submit" block loading={busy}>
            Salvar
          </Button>
          {showToggle ? (
            <section
              aria-label="Autorização"
              className="mt-2 flex flex-col gap-2 border-t border-gray-200 pt-4"
            >
              <p className="text-sm text-gray-800">
                {authorized
                  ? `O seu ${occupation.singular} está autorizado a preencher as suas solicitações.`
                  : `Autorize o seu ${occupation.singular} a preencher as suas solicitações.`}
              </p>
              {toggleMessage ? <Alert>{toggleMessage}</Alert> : null}
              <Button variant="outline" onClick={toggle} loading={toggling}>
                {authorizationToggleLabel(authorized)}
              </Button>
            </section>
          ) : null}
        </form>
      ) : (
        <div aria-busy="true" className="flex flex-col gap-3">
          <div className="skeleton h-10 w-full" />
          <div className="skeleton h-10 w-full" />
          <div className="skeleton h-10 w-full" />
          {message ? <Alert>{message}</Alert> : null}
        </div>
      )}
      <AppDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        name="confirmEmailChange"
        title="Confirmação"
        width="confirmation"
      >
        <p className="text-gray-800">{ACCOUNT_MSG.confirmEmailChange}</p>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Cancelar
          </Button>
          <Button onClick={() => void save()} loading={busy}>
            Confirmar
          </Button>
        </div>
      </AppDialog>
    </AppDialog>
  );
}
