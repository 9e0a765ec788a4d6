import { type SubmitEvent, useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import { useStore } from '../../../core/browser/use-store.ts';
import { $pb } from '../../../core/context/store-context.ts';
import { showSnackbar } from '../../../core/modals/snackbar.ts';
import { hasLoanValue } from '../../../core/products/solicitation-form.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import { Checkbox } from '../../../core/ui/Checkbox.tsx';
import { MoneyField } from '../../../core/ui/MoneyField.tsx';
import { PERSON_FIELDS } from '../../../core/ui/person-fields.ts';
import { SelectField } from '../../../core/ui/SelectField.tsx';
import { TextField } from '../../../core/ui/TextField.tsx';
import { emailSchema } from '../../../core/validation/email.ts';
import { fieldErrors } from '../../../core/validation/errors.ts';
import { $groups, loadGroups } from '../../catalog/stores/home-catalog.ts';
import {
  EMPTY_INVITE,
  InviteError,
  type InviteForm,
  sendInvitation,
} from '../../invitations/stores/invitations.ts';

const emailForm = v.object({ email: emailSchema });

/**
 * 'Convidar cliente' (docs/invitations.md#invitation-and-authorization): a product of the store and the customer's e-mail; optionally the
 * banker fills in the solicitation for the customer to review and confirm.
 */
export function InviteCustomer() {
  const groups = useStore($groups);
  const pb = useStore($pb);
  const [form, setForm] = useState<InviteForm>(EMPTY_INVITE);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<InviteError | null>(null);

  useEffect(() => {
    if (pb && groups === null) void loadGroups(pb);
  }, [pb, groups]);

  const products = useMemo(
    () =>
      (groups ?? [])
        .filter((group) => !group.coming_soon)
        .flatMap((group) =>
          group.items.map((item) => ({ value: item.id, label: `${item.title} (${group.title})` })),
        ),
    [groups],
  );

  const set =
    <K extends keyof InviteForm>(key: K) =>
    (value: InviteForm[K]) =>
      setForm((current) => ({ ...current, [key]: value }));

  const emailError = fieldErrors(emailForm, { email: form.email }).email;
  const productError = form.product === null ? 'Campo obrigatório.' : undefined;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (emailError || form.product === null || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await sendInvitation({ ...form, product: form.product });
      showSnackbar({ text: 'Convite enviado!', color: 'success' });
      setForm(EMPTY_INVITE);
      setTouched(false);
    } catch (error) {
      setFailure(
        error instanceof InviteError ? error : new InviteError('Não foi possível enviar o convite.', {}),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="convidar-cliente" className="rounded-lg bg-white p-4 ring-1 ring-gray-200">
      <h2 id="convidar-cliente" className="mb-1 text-lg font-bold text-gray-900">
        Convidar cliente
      </h2>
      <p className="mb-4 text-sm text-gray-700">
        O cliente recebe um e-mail com o convite para solicitar o produto na sua loja.
      </p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            label="Produto"
            name="product"
            value={form.product === null ? '' : String(form.product)}
            options={products}
            onValueChange={(value) => set('product')(value ? Number(value) : null)}
            error={touched ? (productError ?? failure?.fields.product) : undefined}
          />
          <TextField
            {...PERSON_FIELDS.email}
            label="E-mail do cliente"
            value={form.email}
            onValueChange={set('email')}
            error={touched ? (emailError ?? failure?.fields.invite_customer_email) : undefined}
          />
        </div>
        <Checkbox checked={form.prefill} onChange={set('prefill')} name="prefill">
          Preencher a solicitação pelo cliente (ele revisa e confirma pelo e-mail)
        </Checkbox>
        {form.prefill ? (
          <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <legend className="sr-only">Dados da solicitação</legend>
            <TextField {...PERSON_FIELDS.fullName} value={form.full_name} onValueChange={set('full_name')} />
            <TextField {...PERSON_FIELDS.birthday} value={form.birthday} onValueChange={set('birthday')} />
            <MoneyField
              label="Renda mensal"
              value={form.monthly_income}
              onValueChange={set('monthly_income')}
            />
            {form.product !== null && hasLoanValue(form.product) ? (
              <MoneyField label="Valor desejado" value={form.loan_value} onValueChange={set('loan_value')} />
            ) : null}
          </fieldset>
        ) : null}
        {failure ? <Alert>{failure.message}</Alert> : null}
        <div>
          <Button type="submit" loading={busy}>
            Enviar convite
          </Button>
        </div>
      </form>
    </section>
  );
}
