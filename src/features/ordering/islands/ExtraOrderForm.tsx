import { type SubmitEvent, useMemo, useState } from 'react';
import { digitsOf } from '../../../core/format/digits.ts';
import { EXTRA_FIELD_OPTIONS as OPTIONS, type Option } from '../../../core/format/options.ts';
import { Button } from '../../../core/ui/Button.tsx';
import { MoneyField } from '../../../core/ui/MoneyField.tsx';
import { SelectField } from '../../../core/ui/SelectField.tsx';
import { TextField } from '../../../core/ui/TextField.tsx';
import { type ExtraField, extraFormSchema, fieldErrors, isValid } from '../../../core/validation/index.ts';
import { moneyLimitsFor } from '../contract/money-limits.ts';
import { identityLocked, type OrderFormData } from '../rules/order-form.ts';
import { requestExtraFields } from '../rules/request-extra.ts';
import { continueOrder, setOrderField } from '../stores/order.ts';
import { useOrderStep } from './use-order-step.ts';

/** How each extra field is asked: its label and, for choices, the option list of docs/entities.md. */
const FIELD_INPUT: Record<
  ExtraField,
  | { kind: 'text'; label: string; mask?: 'cnpj' | 'birthday'; numeric?: boolean }
  | { kind: 'money'; label: string }
  | { kind: 'select'; label: string; options: readonly Option<string | number>[] }
> = {
  birthday: { kind: 'text', label: 'Data de nascimento', mask: 'birthday', numeric: true },
  profession: { kind: 'text', label: 'Profissão' },
  home_equity: { kind: 'money', label: 'Valor do imóvel' },
  financing: { kind: 'money', label: 'Valor do financiamento' },
  deadline: { kind: 'text', label: 'Prazo desejado (em meses)', numeric: true },
  social_name: { kind: 'text', label: 'Nome da empresa' },
  cnpj: { kind: 'text', label: 'CNPJ', mask: 'cnpj', numeric: true },
  marital: { kind: 'select', label: 'Estado civil', options: OPTIONS.marital },
  professional_type: { kind: 'select', label: 'Categoria profissional', options: OPTIONS.professional_type },
  monthly_income: { kind: 'select', label: 'Renda mensal', options: OPTIONS.monthly_income },
  people_range: { kind: 'select', label: 'Número de dependentes', options: OPTIONS.people_range },
  foresight_tax: { kind: 'select', label: 'Declaração do Imposto de Renda', options: OPTIONS.foresight_tax },
  foresight_exp: {
    kind: 'select',
    label: 'Experiência com Previdência Privada',
    options: OPTIONS.foresight_exp,
  },
  city: { kind: 'select', label: 'Cidade', options: OPTIONS.city },
  business: { kind: 'text', label: 'Ramo de atividade' },
  how_long: { kind: 'select', label: 'Tempo de empresa', options: OPTIONS.how_long },
};

/** Extra step (docs/validation-and-errors.md#validation-rules): exactly the fields the product's partner, brand and contract ask, all required. */
export function ExtraOrderForm() {
  const { product, form, user, state, serverErrors } = useOrderStep();
  // The account's birthday shows locked here too; a change goes through 'editar dados' (docs/accounts.md#edit-user).
  const birthdayLocked = identityLocked(user).birthday;
  const [touched, setTouched] = useState<Partial<Record<ExtraField, boolean>>>({});
  const shown = useMemo(() => (product ? requestExtraFields(product) : []), [product]);
  const schema = useMemo(
    () => extraFormSchema(shown, { money: product ? moneyLimitsFor(product.id) : {} }),
    [shown, product],
  );
  const values = Object.fromEntries(shown.map((field) => [field, form[field] ?? undefined]));
  const errors = fieldErrors(schema, values);
  const ready = isValid(schema, values);
  const touch = (field: ExtraField) => () => setTouched((t) => ({ ...t, [field]: true }));
  const show = (field: ExtraField) =>
    serverErrors[field as keyof OrderFormData] ?? (touched[field] ? errors[field] : undefined);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ready) continueOrder();
    else setTouched(Object.fromEntries(shown.map((field) => [field, true])));
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Dados complementares">
      {shown.map((field) => {
        const input = FIELD_INPUT[field];
        if (input.kind === 'money') {
          return (
            <MoneyField
              key={field}
              name={field}
              label={input.label}
              value={form[field as 'financing' | 'home_equity']}
              onValueChange={(value) => setOrderField(field as 'financing' | 'home_equity', value)}
              onBlur={touch(field)}
              error={show(field)}
            />
          );
        }
        const value = String(form[field as keyof OrderFormData] ?? '');
        // Numeric fields without a mask (the term in months) keep digits only.
        const set = (next: string) =>
          setOrderField(
            field as 'profession',
            input.kind === 'text' && input.numeric && !input.mask ? digitsOf(next).slice(0, 3) : next,
          );
        if (input.kind === 'select') {
          return (
            <SelectField
              key={field}
              name={field}
              label={input.label}
              value={value}
              options={input.options}
              onValueChange={set}
              onBlur={touch(field)}
              error={show(field)}
            />
          );
        }
        return (
          <TextField
            key={field}
            name={field}
            label={input.label}
            value={value}
            mask={input.mask}
            inputMode={input.numeric ? 'numeric' : undefined}
            onValueChange={set}
            onBlur={touch(field)}
            error={show(field)}
            disabled={field === 'birthday' && birthdayLocked}
          />
        );
      })}
      <Button type="submit" block disabled={!ready} loading={state.pending !== null}>
        Continuar
      </Button>
    </form>
  );
}
