import { type SubmitEvent, useEffect, useState } from 'react';
import { $occupation } from '../../../core/brand/brand.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import { $user } from '../../../core/context/session.ts';
import { $pb } from '../../../core/context/store-context.ts';
import { openModal } from '../../../core/modals/modals.ts';
import {
  hasLoanValue,
  initialSolicitationForm,
  type SolicitationForm,
  solicitationFormSchema,
} from '../../../core/products/solicitation-form.ts';
import { pathFor } from '../../../core/routes/route-table.ts';
import { Button } from '../../../core/ui/Button.tsx';
import { Checkbox } from '../../../core/ui/Checkbox.tsx';
import { MoneyField } from '../../../core/ui/MoneyField.tsx';
import { PERSON_FIELDS } from '../../../core/ui/person-fields.ts';
import { TextField } from '../../../core/ui/TextField.tsx';
import { fieldErrors } from '../../../core/validation/errors.ts';
import { $solicitationScreen, loadSolicitationScreen, sendSolicitation } from '../stores/solicitation.ts';

function Message({
  children,
  action,
}: {
  children: string;
  action?: { label: string; href?: string; onClick?: () => void };
}) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-md bg-gray-50 p-6 ring-1 ring-gray-200">
      <p className="text-gray-800">{children}</p>
      {action?.href ? (
        <a className="btn-primary" href={action.href}>
          {action.label}
        </a>
      ) : action ? (
        <button type="button" className="btn-primary" onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
    </div>
  );
}

function SolicitationFormView({ product, data }: { product: number; data: Record<string, unknown> }) {
  const user = useStore($user);
  const [form, setForm] = useState<SolicitationForm>(() => initialSolicitationForm(data, user));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = fieldErrors(solicitationFormSchema(product), form);
  const shown = (key: keyof SolicitationForm) => (touched ? errors[key] : undefined);
  const set =
    <K extends keyof SolicitationForm>(key: K) =>
    (value: SolicitationForm[K]) =>
      setForm((current) => ({ ...current, [key]: value }));
  /** The props that tie a person field to the form: its value, change and message. */
  const field = (key: 'full_name' | 'cpf' | 'birthday' | 'principal_contact') => ({
    value: form[key],
    onValueChange: set(key),
    error: shown(key),
  });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length > 0 || busy) return;
    setBusy(true);
    try {
      await sendSolicitation(form);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-gray-900">Seus dados</legend>
        <TextField {...PERSON_FIELDS.fullName} {...field('full_name')} />
        <TextField {...PERSON_FIELDS.email} value={user?.email ?? ''} onValueChange={() => {}} disabled />
        <TextField {...PERSON_FIELDS.cpf} {...field('cpf')} disabled={Boolean(user?.documents?.CPF)} />
        <TextField {...PERSON_FIELDS.birthday} {...field('birthday')} />
        <TextField {...PERSON_FIELDS.cellphone} {...field('principal_contact')} />
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-gray-900">Renda e valor</legend>
        <MoneyField
          label="Renda mensal"
          value={form.monthly_income}
          onValueChange={set('monthly_income')}
          error={shown('monthly_income')}
        />
        {hasLoanValue(product) ? (
          <MoneyField
            label="Valor desejado"
            value={form.loan_value}
            onValueChange={set('loan_value')}
            error={shown('loan_value')}
          />
        ) : null}
      </fieldset>
      <Checkbox checked={form.lgpd} onChange={set('lgpd')} error={shown('lgpd')} name="lgpd">
        Autorizo o uso dos meus dados para analisar esta solicitação, conforme a Lei Geral de Proteção de
        Dados (LGPD).
      </Checkbox>
      <div>
        <Button type="submit" loading={busy}>
          Enviar solicitação
        </Button>
      </div>
    </form>
  );
}

/** The solicitation screen (docs/invitations.md#solicitation): the product's form, prefilled, sent to the inviting banker. */
export function SolicitationScreen() {
  const screen = useStore($solicitationScreen);
  const occupation = useStore($occupation).singular;
  const pb = useStore($pb);
  const userId = useStore($user)?.id ?? null;
  // Loads again once the visitor logs in on this screen.
  useEffect(() => {
    void userId;
    void loadSolicitationScreen();
  }, [userId]);
  const home = pb ? pathFor('home', { pb }) : '/';

  return (
    <div
      className="mx-auto flex max-w-3xl flex-col gap-6 bg-white px-4 py-8"
      aria-busy={screen.status === 'loading'}
    >
      <h1 className="text-2xl font-bold text-gray-900">
        {screen.status === 'ready' && screen.productTitle
          ? `Solicitação de ${screen.productTitle}`
          : 'Solicitação'}
      </h1>
      {screen.status === 'loading' ? (
        <div aria-hidden="true" className="flex flex-col gap-4">
          <div className="skeleton h-10 w-full" />
          <div className="skeleton h-10 w-full" />
          <div className="skeleton h-10 w-2/3" />
        </div>
      ) : null}
      {screen.status === 'none' ? (
        <Message action={{ label: 'Voltar para a loja', href: home }}>
          {`Não há solicitação em andamento. Use o link do e-mail enviado pelo seu ${occupation}.`}
        </Message>
      ) : null}
      {screen.status === 'login' ? (
        <Message action={{ label: 'Entrar', onClick: () => openModal('logIn', { authorization: true }) }}>
          Entre na sua conta para continuar a sua solicitação.
        </Message>
      ) : null}
      {screen.status === 'failed' ? (
        <Message action={{ label: 'Tentar novamente', onClick: () => void loadSolicitationScreen() }}>
          Não foi possível carregar a solicitação.
        </Message>
      ) : null}
      {screen.status === 'ready' ? (
        <>
          <p className="text-gray-700">
            {`Confira e complete os seus dados. Ao enviar, o seu ${occupation} recebe a solicitação.`}
          </p>
          <SolicitationFormView product={screen.product} data={screen.data} />
        </>
      ) : null}
    </div>
  );
}
