import { useEffect } from 'react';
import { useChrome, useClientStore } from '../../../core/brand/hooks.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import { type HomeEquityForm, homeEquityOptions } from '../../../core/products/home-equity.ts';
import { HOME_EQUITY_CONDITIONS } from '../../../core/products/home-equity-conditions.ts';
import { ctaLabel, usesCorrespondentBanks } from '../../../core/products/product-landing.ts';
import { Button } from '../../../core/ui/Button.tsx';
import { MoneyField } from '../../../core/ui/MoneyField.tsx';
import { SelectField } from '../../../core/ui/SelectField.tsx';
import { TextField } from '../../../core/ui/TextField.tsx';
import { FEDERATIVE_UNITS } from '../../../core/validation/federative-units.ts';
import { LandingSections } from '../../catalog/ui/LandingSections.tsx';
import { LANDING_CONTENT } from '../../catalog/ui/landing-content.ts';
import { ProductBanner } from '../../catalog/ui/ProductBanner.tsx';
import { homeEquityVariant } from '../../ordering/requesting/request-routing.ts';
import { $cities, loadCities } from '../../ordering/stores/cities.ts';
import { CONDO_CONTENT } from './condo-content.ts';
import { HomeEquityEstimatePanel } from './HomeEquityEstimatePanel.tsx';
import {
  $homeEquity,
  $homeEquityErrors,
  $homeEquityForm,
  requestHomeEquity,
  setHomeEquityField,
} from './home-equity-page.ts';

const STATE_OPTIONS = FEDERATIVE_UNITS.map((uf) => ({ value: uf, label: uf }));

function Skeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" aria-busy="true">
      <div className="skeleton h-8 w-1/2" />
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_380px]">
        <div className="skeleton h-96 w-full" />
        <div className="skeleton h-64 w-full" />
      </div>
    </div>
  );
}

/** City: a list of the state's cities when the service has them, typed otherwise. */
function CityField({ state, value, error }: { state: string; value: string; error?: string | undefined }) {
  const cities = useStore($cities)[state];
  useEffect(() => {
    if (state) void loadCities(state);
  }, [state]);
  // A list while the state's cities load or once they came; typed when the service has none.
  const typed = cities === 'failed' || (Array.isArray(cities) && cities.length === 0);
  if (!typed) {
    return (
      <SelectField
        label="Cidade do imóvel"
        value={value}
        options={(Array.isArray(cities) ? cities : []).map((name) => ({ value: name, label: name }))}
        onValueChange={(next) => setHomeEquityField('city', next)}
        error={error ?? null}
        disabled={!Array.isArray(cities)}
      />
    );
  }
  return (
    <TextField
      label="Cidade do imóvel"
      value={value}
      onValueChange={(next) => setHomeEquityField('city', next)}
      error={error ?? null}
      autoComplete="address-level2"
    />
  );
}

/**
 * The home-equity page (`he/{brand}`, docs/routes-and-guards.md#route-table, docs/catalog-and-store.md#product-page): the product's landing content, the request
 * (property, credit, term, purpose, income) with the live estimate, then the order of docs/ordering.md#order-modal.
 */
export function HomeEquityPage() {
  const view = useClientStore($homeEquity, null);
  const form = useStore($homeEquityForm);
  const errors = useStore($homeEquityErrors);
  const chrome = useChrome();
  if (!view) return <Skeleton />;
  const { product, variant, pb } = view;
  const options = homeEquityOptions(variant);
  const content = variant === 'condo' ? CONDO_CONTENT : LANDING_CONTENT['home-equity'];
  const occupation = chrome.occupation.singular;
  const incomeLabel = variant === 'individual' ? 'Renda mensal' : 'Faturamento mensal';
  /** The props that tie a field to the form: its value, change and message. */
  const bind = <K extends keyof HomeEquityForm>(key: K) => ({
    value: form[key],
    onValueChange: (value: HomeEquityForm[K]) => setHomeEquityField(key, value),
    error: errors[key] ?? null,
  });
  return (
    <div data-home-equity={variant} data-variant={homeEquityVariant(product.id) === 'condo' ? 'two' : 'one'}>
      <ProductBanner product={product} pb={pb} kind="request" />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[1fr_380px] lg:items-start">
        <form
          aria-labelledby="he-form-title"
          className="rounded-lg bg-white p-5 shadow-sm sm:p-6"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            requestHomeEquity();
          }}
        >
          <h2 id="he-form-title" className="text-xl font-bold text-gray-900">
            {variant === 'condo' ? 'Dados do condomínio e do crédito' : 'Dados do imóvel e do crédito'}
          </h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <SelectField label="Tipo de imóvel" options={options.propertyTypes} {...bind('property_type')} />
            <SelectField
              label="Proprietário do imóvel"
              options={options.owners}
              {...bind('property_owner')}
            />
            <MoneyField label="Valor do imóvel" {...bind('property_value')} />
            <SelectField
              label="Estado do imóvel"
              options={STATE_OPTIONS}
              {...bind('state')}
              onValueChange={(value) => {
                setHomeEquityField('state', value);
                setHomeEquityField('city', '');
              }}
            />
            <CityField state={form.state} value={form.city} error={errors.city} />
            <MoneyField label="Crédito desejado" {...bind('loan_value')} />
            <SelectField label="Prazo" options={options.terms} {...bind('term')} />
            <SelectField label="Finalidade do crédito" options={options.purposes} {...bind('purpose')} />
            <MoneyField label={incomeLabel} {...bind('monthly_income')} />
          </div>
          <Button type="submit" className="mt-6 w-full sm:w-auto">
            {ctaLabel(product.id)}
          </Button>
        </form>
        <div className="lg:sticky lg:top-4">
          <HomeEquityEstimatePanel
            loanValue={form.loan_value}
            propertyValue={form.property_value}
            months={Number(form.term) || HOME_EQUITY_CONDITIONS.maxTermMonths}
            correspondent={usesCorrespondentBanks(product.corban)}
          />
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <LandingSections content={content} occupation={occupation} idPrefix="he" spacing="mt-10" />
      </div>
    </div>
  );
}
