import { type FocusEvent, type SubmitEvent, useEffect, useState } from 'react';
import { blurLeavesField } from '../../../core/format/field-touch.ts';
import type { ModalOptions } from '../../../core/modals/modals.ts';
import { fieldErrors } from '../../../core/validation/errors.ts';
import { newAccountSchema } from '../../../core/validation/forms.ts';
import { emptyPersonForm, type LeadForm, leadFormFilled, type PersonForm } from '../rules/person-form.ts';
import { accountErrorLines, submitNewAccount } from '../stores/flows.ts';

/** The form as the new-account modal holds it: the banker authorization is checked by default. */
type Form = LeadForm & { authorized: boolean };

const empty = (email = ''): Form => ({ ...emptyPersonForm(email), terms: false, authorized: true });

/**
 * The new-account modal's form: what was typed, the messages of the fields the visitor left (or
 * all once 'Criar' was pressed), and the creation with the alert's lines when it fails. It starts
 * anew, with the given e-mail, each time the modal opens.
 */
export function useNewAccountForm(open: boolean, options: ModalOptions['newAccount'] | undefined) {
  const invited = options?.invited ?? false;
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

  // Only an invited visitor is asked for the authorization.
  const values: LeadForm = { ...form, authorized: invited ? form.authorized : undefined };
  const errors = fieldErrors(newAccountSchema(), values);
  const filled = leadFormFilled(form);

  const shown = (key: keyof Form) => (submitted || touched[key] ? errors[key] : undefined);
  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const touch = (key: keyof Form) => (event: FocusEvent) => {
    if (blurLeavesField(event.relatedTarget)) setTouched((t) => ({ ...t, [key]: true }));
  };
  /** The props that tie a person field to the form: its value, change, blur and message. */
  const field = (key: keyof PersonForm) => ({
    value: form[key],
    onValueChange: set(key),
    onBlur: touch(key),
    error: shown(key),
  });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!filled || busy || Object.keys(errors).length > 0) return;
    setBusy(true);
    setFailures([]);
    try {
      await submitNewAccount(values, invited);
    } catch (error) {
      setFailures(accountErrorLines(error));
    } finally {
      setBusy(false);
    }
  };

  return { form, errors, submitted, filled, busy, failures, field, set, submit };
}
