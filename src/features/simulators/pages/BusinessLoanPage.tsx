import { useChrome, useClientStore } from '../../../core/brand/hooks.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import { $user } from '../../../core/context/session.ts';
import { $pb } from '../../../core/context/store-context.ts';
import { openModal } from '../../../core/modals/modals.ts';
import {
  BUSINESS_OPTIONS,
  type BusinessForm,
  describeBureau,
  profileSummary,
} from '../../../core/products/business-loan.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import { MoneyField } from '../../../core/ui/MoneyField.tsx';
import { PERSON_FIELDS } from '../../../core/ui/person-fields.ts';
import { SelectField } from '../../../core/ui/SelectField.tsx';
import { TextField } from '../../../core/ui/TextField.tsx';
import { LANDING_CONTENT, withOccupation } from '../../catalog/ui/landing-content.ts';
import { ProductBanner } from '../../catalog/ui/ProductBanner.tsx';
import { successButtonLabel } from '../../ordering/rules/order-modal.ts';
import { $companyCheck } from '../stores/company-check.ts';
import {
  $businessErrors,
  $businessForm,
  $businessProduct,
  $businessRun,
  type BusinessStep,
  editBusinessRequest,
  isBanker,
  needsCpf,
  setBusinessField,
  submitBusinessRequest,
} from './business-loan.ts';
import { CompanyCheckField } from './CompanyCheckField.tsx';
import { InviteCompanyForm } from './InviteCompanyForm.tsx';

const STEP_TEXT: Record<BusinessStep, string> = {
  company: 'Cadastrando a empresa…',
  solicitation: 'Registrando a solicitação…',
  profile: 'Criando o perfil de crédito…',
  bureaus: 'Consultando Serasa, Quod e BMP…',
  order: 'Enviando o pedido à instituição…',
};

function CompanyForm() {
  const form = useStore($businessForm);
  const errors = useStore($businessErrors);
  const user = useStore($user);
  const run = useStore($businessRun);
  const sending = run.status === 'sending';
  /** The props that tie a field to the form: its value, change and message. */
  const bind = <K extends keyof BusinessForm>(key: K) => ({
    value: form[key],
    onValueChange: (value: BusinessForm[K]) => setBusinessField(key, value),
    error: errors[key] ?? null,
  });
  return (
    <form
      aria-label="Dados do pedido"
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submitBusinessRequest();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Seu cargo na empresa" options={BUSINESS_OPTIONS.roles} {...bind('role')} />
        <SelectField
          label="Faturamento anual da empresa"
          options={BUSINESS_OPTIONS.incomeBands}
          {...bind('income_band')}
        />
        <SelectField
          label="Imóvel da empresa"
          options={BUSINESS_OPTIONS.propertyTypes}
          {...bind('property_type')}
        />
        <SelectField label="Finalidade do crédito" options={BUSINESS_OPTIONS.purposes} {...bind('purpose')} />
        <MoneyField label="Crédito desejado" {...bind('loan_value')} />
        <MoneyField label="Sua renda mensal" {...bind('monthly_income')} />
        {needsCpf(user) ? <TextField {...PERSON_FIELDS.cpf} label="Seu CPF" {...bind('cpf')} /> : null}
      </div>
      <Button type="submit" loading={sending} className="self-start">
        Enviar solicitação
      </Button>
      {run.status === 'sending' ? (
        <p role="status" className="text-sm text-gray-700">
          {STEP_TEXT[run.step]}
        </p>
      ) : null}
    </form>
  );
}

function AccountNeeded() {
  return (
    <div className="flex flex-col gap-3" data-account-needed>
      <p className="text-gray-800">Para continuar, entre na sua conta ou crie uma. É rápido e sem custo.</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => openModal('newAccount')}>Abra sua conta</Button>
        <Button variant="outline" onClick={() => openModal('logIn')}>
          Já tenho conta
        </Button>
      </div>
    </div>
  );
}

function Outcome() {
  const run = useStore($businessRun);
  const product = useStore($businessProduct);
  if (run.status !== 'done' || !product) return null;
  const continues = successButtonLabel(product) === 'Continuar' && run.orderUrl;
  return (
    <section
      aria-labelledby="outcome-title"
      className="rounded-lg bg-white p-5 shadow-sm sm:p-6"
      data-outcome
    >
      <h2 id="outcome-title" className="text-xl font-bold text-gray-900">
        Solicitação enviada!
      </h2>
      <h3 className="mt-4 font-semibold text-gray-900">O que os birôs de crédito responderam</h3>
      <p className="mt-1 text-gray-800">{profileSummary(run.bureaus)}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-gray-800">
        {run.bureaus.map((outcome) => (
          <li key={outcome.service}>{describeBureau(outcome)}</li>
        ))}
      </ul>
      {continues && run.orderUrl ? (
        <a className="btn-primary mt-6 inline-flex" href={run.orderUrl}>
          Continuar na instituição
        </a>
      ) : (
        <p className="mt-6 text-gray-800">A instituição vai analisar o pedido e entrar em contato.</p>
      )}
    </section>
  );
}

/**
 * The business-credit page (docs/routes-and-guards.md#route-table, docs/simulators.md#company-check-and-credit-profile): the landing's pitch, the company-number check,
 * the company form, and the honest outcome of the credit profile with the order.
 */
export function BusinessLoanPage() {
  const product = useClientStore($businessProduct, null);
  const check = useStore($companyCheck);
  const user = useStore($user);
  const run = useStore($businessRun);
  const chrome = useChrome();
  const pb = useClientStore($pb, null) ?? '';
  if (!product) {
    return run.status === 'failed' ? (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <Alert>{run.message}</Alert>
      </div>
    ) : (
      <div className="mx-auto max-w-6xl px-4 py-8" aria-busy="true">
        <div className="skeleton h-8 w-1/2" />
        <div className="skeleton mt-6 h-64 w-full" />
      </div>
    );
  }
  const content = LANDING_CONTENT['business-credit'];
  return (
    <div data-business-loan={product.id}>
      <ProductBanner product={product} pb={pb} kind="request" />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[1fr_320px] lg:items-start">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="company-title" className="rounded-lg bg-white p-5 shadow-sm sm:p-6">
            <h2 id="company-title" className="mb-4 text-xl font-bold text-gray-900">
              1. Empresa
            </h2>
            <CompanyCheckField />
          </section>
          {check.status === 'loaded' && run.status !== 'done' ? (
            <section aria-labelledby="request-title" className="rounded-lg bg-white p-5 shadow-sm sm:p-6">
              <h2 id="request-title" className="mb-4 text-xl font-bold text-gray-900">
                2. Pedido de crédito
              </h2>
              {run.status === 'failed' ? (
                <div className="mb-4 flex flex-col gap-2">
                  <Alert>{run.message}</Alert>
                  <Button variant="link" className="self-start" onClick={editBusinessRequest}>
                    Corrigir e tentar de novo
                  </Button>
                </div>
              ) : null}
              {user ? isBanker(user) ? <InviteCompanyForm /> : <CompanyForm /> : <AccountNeeded />}
            </section>
          ) : null}
          <Outcome />
        </div>
        <aside aria-labelledby="business-benefits" className="rounded-lg bg-white p-5 shadow-sm">
          <h2 id="business-benefits" className="text-lg font-bold text-gray-900">
            Vantagens
          </h2>
          <ul className="mt-3 flex flex-col gap-3">
            {content.benefits.map((benefit) => (
              <li key={benefit.title}>
                <p className="font-bold text-gray-900">{benefit.title}</p>
                <p className="text-sm text-gray-700">
                  {withOccupation(benefit.text, chrome.occupation.singular)}
                </p>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
