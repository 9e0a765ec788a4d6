import { type FocusEvent, type SubmitEvent, useMemo, useState } from 'react';
import { blurLeavesField } from '../../../core/format/field-touch.ts';
import { switchModal } from '../../../core/modals/modals.ts';
import { correspondentNotice } from '../../../core/products/product-landing.ts';
import { Button } from '../../../core/ui/Button.tsx';
import { Checkbox } from '../../../core/ui/Checkbox.tsx';
import { PERSON_FIELDS } from '../../../core/ui/person-fields.ts';
import { TextField } from '../../../core/ui/TextField.tsx';
import { defaultOrderFormSchema, emailSchema, fieldErrors, isValid } from '../../../core/validation/index.ts';
import { ShareConsentText } from '../../privacy/ui/ShareConsentText.tsx';
import { TermsText } from '../../privacy/ui/TermsText.tsx';
import { allTermsAccepted, cpfLocked, identityLocked } from '../rules/order-form.ts';
import { continueOrder, setOrderField } from '../stores/order.ts';
import { useOrderStep } from './use-order-step.ts';

type Field = 'full_name' | 'email' | 'cpf' | 'birthday' | 'principal_contact';

/**
 * Default step (docs/validation-and-errors.md#validation-rules): 'Continuar' only with CPF, full name, birthday, phone and every
 * consent; the CPF is locked when the user has one. A visitor also gives the e-mail of the lead.
 */
export function DefaultOrderForm() {
  const { form, user, serverErrors, state, product } = useOrderStep();
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const schema = useMemo(() => defaultOrderFormSchema(), []);
  const values = {
    cpf: form.cpf,
    full_name: form.full_name,
    birthday: form.birthday,
    principal_contact: form.principal_contact,
    terms: allTermsAccepted(form) || undefined,
  };
  const errors = fieldErrors(schema, values);
  const locked = identityLocked(user);
  const emailError = user ? undefined : fieldErrors(emailSchema, form.email).detail;
  const emailOk = user !== null || emailError === undefined;
  const ready = isValid(schema, values) && allTermsAccepted(form) && emailOk;
  const show = (field: Field, local?: string) => serverErrors[field] ?? (touched[field] ? local : undefined);
  const touch = (field: Field) => (event: FocusEvent) => {
    if (blurLeavesField(event.relatedTarget)) setTouched((t) => ({ ...t, [field]: true }));
  };
  /** The props that tie a text field to its form value, its touch and its message. */
  const bind = (field: Field, local: string | undefined) => ({
    name: field,
    value: form[field],
    onValueChange: (value: string) => setOrderField(field, value),
    onBlur: touch(field),
    error: show(field, local),
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ready) continueOrder();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Seus dados">
      <TextField
        {...PERSON_FIELDS.fullName}
        {...bind('full_name', errors.full_name)}
        disabled={locked.full_name}
      />
      <TextField {...PERSON_FIELDS.email} {...bind('email', emailError)} disabled={user !== null} />
      <TextField {...PERSON_FIELDS.cpf} {...bind('cpf', errors.cpf)} disabled={cpfLocked(user)} />
      <TextField
        {...PERSON_FIELDS.birthday}
        {...bind('birthday', errors.birthday)}
        disabled={locked.birthday}
      />
      {locked.full_name || locked.birthday ? (
        <p className="text-sm text-gray-700">
          O pedido leva os dados da sua conta. Para alterá-los,{' '}
          <Button variant="link" onClick={() => switchModal('redirect', 'editUser')}>
            editar dados
          </Button>
          .
        </p>
      ) : null}
      <TextField {...PERSON_FIELDS.cellphone} {...bind('principal_contact', errors.principal_contact)} />
      <Checkbox name="terms" checked={form.terms} onChange={(checked) => setOrderField('terms', checked)}>
        <TermsText />
      </Checkbox>
      <Checkbox
        name="share_consent"
        checked={form.share_consent}
        onChange={(checked) => setOrderField('share_consent', checked)}
      >
        <ShareConsentText />
      </Checkbox>
      {product ? (
        <p className="text-xs leading-relaxed text-gray-700" data-correspondent-notice>
          {correspondentNotice(product)}
        </p>
      ) : null}
      <Button type="submit" block disabled={!ready} loading={state.pending !== null}>
        Continuar
      </Button>
    </form>
  );
}
