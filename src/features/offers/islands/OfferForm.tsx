import { type SubmitEvent, useState } from 'react';
import { useStore } from '../../../core/browser/use-store.ts';
import { $pb } from '../../../core/context/store-context.ts';
import { openModal } from '../../../core/modals/modals.ts';
import { Button } from '../../../core/ui/Button.tsx';
import { Checkbox } from '../../../core/ui/Checkbox.tsx';
import { MoneyField } from '../../../core/ui/MoneyField.tsx';
import { SelectField } from '../../../core/ui/SelectField.tsx';
import { TextField } from '../../../core/ui/TextField.tsx';
import { PrivacyPolicyText } from '../../privacy/ui/TermsText.tsx';
import { OFFER_PURPOSES, type OfferPurpose } from '../contract/offer-bounds.ts';
import type { OfferLimitsAnswer } from '../contract/offers.ts';
import { OFFER_FIELD_LABELS, OFFER_TEXTS } from '../contract/offers-messages.ts';
import {
  boundsHint,
  type OfferForm as Form,
  offerFormErrors,
  partnerLimitLines,
} from '../rules/offer-form.ts';
import type { OffersFailure } from '../rules/offer-view.ts';
import { askOffers, OffersError } from '../stores/offers.ts';
import { FailureNote } from './FailureNote.tsx';

const PURPOSE_OPTIONS = Object.entries(OFFER_PURPOSES).map(([value, label]) => ({ value, label }));

/**
 * The offers form (docs/offers.md): the amount and term, the income, other instalments, an optional
 * purpose and the consent to one look-up of the account's own CPF. Every field keeps what was typed
 * whatever the answer.
 */
export function OfferForm({
  limits,
  initial,
  onAnswered,
}: {
  limits: OfferLimitsAnswer;
  initial: Form;
  onAnswered: () => void;
}) {
  const pb = useStore($pb) ?? '';
  const [form, setForm] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<OffersFailure | null>(null);
  const local = touched ? offerFormErrors(form) : {};
  const served = failure?.kind === 'fields' ? failure.fields : {};
  const errorOf = (field: keyof Form) => local[field] ?? served[field] ?? null;
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setFailure(null);
  };
  /** The props that tie a money field to the form: its label, value, change and message. */
  const bindMoney = (key: 'amount' | 'monthly_income' | 'other_instalments') => ({
    label: OFFER_FIELD_LABELS[key],
    value: form[key],
    onValueChange: (value: number | null) => set(key, value),
    error: errorOf(key),
  });
  const hints = boundsHint(limits);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(offerFormErrors(form)).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      await askOffers(pb, form);
      onAnswered();
    } catch (error) {
      if (error instanceof OffersError) setFailure(error.outcome);
      else throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Ofertas para você"
      className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField {...bindMoney('amount')} />
        <TextField
          label={OFFER_FIELD_LABELS.term}
          value={form.term}
          inputMode="numeric"
          maxLength={2}
          onValueChange={(value) => set('term', value.replace(/\D/g, ''))}
          error={errorOf('term')}
          hint={hints.term}
        />
        <MoneyField {...bindMoney('monthly_income')} />
        <MoneyField {...bindMoney('other_instalments')} />
        <SelectField
          label={OFFER_FIELD_LABELS.purpose}
          value={form.purpose}
          options={PURPOSE_OPTIONS}
          onValueChange={(value) => set('purpose', value as OfferPurpose | '')}
          error={errorOf('purpose')}
        />
      </div>
      <details className="text-sm text-gray-800">
        <summary className="cursor-pointer font-semibold">Limites de cada parceiro</summary>
        <p className="mt-2">Valor desejado: {hints.amount}</p>
        <ul className="mt-1 list-disc pl-5">
          {partnerLimitLines(limits).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
      <Checkbox
        checked={form.consent}
        onChange={(checked) => set('consent', checked)}
        error={errorOf('consent')}
      >
        {OFFER_FIELD_LABELS.consent}{' '}
        <span className="block text-gray-700">
          {OFFER_TEXTS.consentNote} <PrivacyPolicyText />
        </span>
      </Checkbox>
      {failure && failure.kind !== 'fields' ? (
        <FailureNote failure={failure} onCpf={() => openModal('editUser')} />
      ) : null}
      <Button type="submit" loading={busy} className="self-start">
        {OFFER_TEXTS.submit}
      </Button>
    </form>
  );
}
