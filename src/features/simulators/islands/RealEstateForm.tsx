import { useStore } from '../../../core/browser/use-store.ts';
import { digitsOf } from '../../../core/format/digits.ts';
import { PROPERTY_TYPES } from '../../../core/format/options.ts';
import { REAL_ESTATE_QUERY_FIELDS } from '../../../core/routes/real-estate-query.ts';
import { MoneyField } from '../../../core/ui/MoneyField.tsx';
import { SelectField } from '../../../core/ui/SelectField.tsx';
import { TextField } from '../../../core/ui/TextField.tsx';
import { FEDERATIVE_UNITS } from '../../../core/validation/federative-units.ts';
import { REAL_ESTATE_BOUNDS } from '../contract/real-estate-bounds.ts';
import {
  financedShareText,
  type RealEstateField,
  type RealEstateInputs,
} from '../rules/real-estate-simulator.ts';
import { $inputErrors, $inputs, $simulation, setInput } from '../stores/real-estate-simulator.ts';
import { SimulatorForm } from './SimulatorForm.tsx';

const STATE_OPTIONS = FEDERATIVE_UNITS.map((uf) => ({ value: uf, label: uf }));

/** The inputs of a real-estate simulation (docs/entities.md), with the money rules of docs/validation-and-errors.md#validation-rules. */
export function RealEstateForm({ onSimulate }: { onSimulate: () => void }) {
  const inputs = useStore($inputs);
  const errors = useStore($inputErrors);
  const simulation = useStore($simulation);
  const running = simulation.partners.some((status) => status.state === 'pending');
  const share = financedShareText(inputs);
  /** The props that tie a field to an input: its name in the request, its value, change and message. */
  const bind = <K extends RealEstateField>(key: K) => ({
    name: REAL_ESTATE_QUERY_FIELDS[key],
    value: inputs[key],
    onValueChange: (value: RealEstateInputs[K]) => setInput(key, value),
    error: errors[key],
  });
  return (
    <SimulatorForm
      titleId="simulator-form-title"
      title="Dados do financiamento"
      columns={2}
      loading={running}
      onSimulate={onSimulate}
    >
      <MoneyField label="Valor do imóvel" {...bind('realEstateValue')} />
      <div className="flex flex-col gap-1">
        <MoneyField label="Valor do financiamento" {...bind('financingValue')} />
        <p className="min-h-5 text-xs text-gray-700" aria-live="polite">
          {share}
        </p>
      </div>
      <TextField
        label="Prazo (meses)"
        inputMode="numeric"
        maxLength={3}
        {...bind('term')}
        onValueChange={(value) => setInput('term', digitsOf(value))}
        hint={`De ${REAL_ESTATE_BOUNDS.term.min} a ${REAL_ESTATE_BOUNDS.term.max} meses.`}
      />
      <SelectField label="Tipo de imóvel" options={PROPERTY_TYPES} {...bind('realEstateType')} />
      <SelectField label="Estado do imóvel (UF)" options={STATE_OPTIONS} {...bind('state')} />
      <MoneyField label="Renda mensal" {...bind('monthlyIncome')} />
      <TextField label="Profissão (opcional)" maxLength={80} {...bind('profession')} />
      <TextField
        label="Data de nascimento (opcional)"
        inputMode="numeric"
        mask="birthday"
        placeholder="dd/mm/aaaa"
        {...bind('birthday')}
      />
    </SimulatorForm>
  );
}
