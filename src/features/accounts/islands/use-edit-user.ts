import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { $user, loadUser, type SessionUser } from '../../../core/context/session.ts';
import { CPF_MESSAGE_MS } from '../../../core/format/message-times.ts';
import { modalOptions } from '../../../core/modals/modals.ts';
import { showSnackbar } from '../../../core/modals/snackbar.ts';
import { useTimedMessage } from '../../../core/modals/use-timed-message.ts';
import { fieldErrors } from '../../../core/validation/errors.ts';
import { editUserSchema } from '../../../core/validation/forms.ts';
import { type EditUserForm, userToForm } from '../rules/edit-user.ts';
import { ACCOUNT_MSG } from '../rules/messages.ts';
import { AccountError } from '../stores/call-error.ts';
import { EditUserError, needsEmailConfirmation, submitEditUser } from '../stores/flows.ts';

type FieldMessages = Partial<Record<keyof EditUserForm, string>>;

/**
 * The state of 'Dados Cadastrais' while `open`: the user reloaded on each opening, the form and its
 * messages (rules once submitted, the service's per field, the CPF one for longer), the e-mail
 * change's confirmation and the code step it leads to.
 */
export function useEditUser(open: boolean, close: () => void) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [form, setForm] = useState<EditUserForm | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [serverFields, setServerFields] = useState<FieldMessages>({});
  const [cpfMessage, showCpfMessage] = useTimedMessage(CPF_MESSAGE_MS);
  const [message, showMessage] = useTimedMessage();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  // Fields typed in since the modal opened: the reload that lands after them must not undo them.
  const edited = useRef(new Set<keyof EditUserForm>());

  useEffect(() => {
    if (!open) return;
    setSubmitted(false);
    setServerFields({});
    setConfirming(false);
    setPendingEmail(modalOptions('editUser')?.confirmEmail ?? null);
    edited.current.clear();
    const fill = (next: SessionUser) => {
      setUser(next);
      setForm((shown) => {
        const fresh = userToForm(next);
        if (!shown) return fresh;
        for (const key of edited.current) fresh[key] = shown[key];
        return fresh;
      });
    };
    const known = $user.get();
    if (known) fill(known);
    loadUser()
      .then(fill)
      .catch(() => showMessage(ACCOUNT_MSG.errorRetry));
    // Reloaded when the modal opens (docs/accounts.md#edit-user), not on every change of the stored user.
  }, [open, showMessage]);

  const errors = form ? fieldErrors(editUserSchema(), { ...form, cpf: form.cpf || undefined }) : {};
  const errorOf = (key: keyof EditUserForm) =>
    key === 'cpf' && cpfMessage ? cpfMessage : (serverFields[key] ?? (submitted ? errors[key] : undefined));

  const set = (key: keyof EditUserForm) => (value: string) => {
    edited.current.add(key);
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

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!user || !form || busy || Object.keys(errors).length > 0) return;
    if (needsEmailConfirmation(user, form)) setConfirming(true);
    else void save();
  };

  return {
    user,
    setUser,
    form,
    busy,
    confirming,
    setConfirming,
    pendingEmail,
    message,
    errorOf,
    set,
    save,
    submit,
  };
}
