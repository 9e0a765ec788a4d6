import { useStore } from '@nanostores/react';
import { FEDERATIVE_UNITS } from '../../api/federative-units.ts';
import { REAL_ESTATE_BOUNDS } from '../../api/real-estate-bounds.ts';
import { digitsOf } from '../../domain/digits.ts';
import { PROPERTY_TYPES } from '../../domain/options.ts';
import { financedShareText } from '../../domain/real-estate-simulator.ts';
import { $inputErrors, $inputs, $simulation, setInput } from '../../stores/real-estate-simulator.ts';
import { SelectField } from '../order/SelectField.tsx';
import { MoneyField } from '../ui/MoneyField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { SimulatorForm } from './SimulatorForm.tsx';

const STATE_OPTIONS = FEDERATIVE_UNITS.map((uf) => ({ value: uf, label: uf }));

/** The inputs of a real-estate simulation (docs/entities.md), with the money rules of docs/validation-and-errors.md#validation-rules. */
export function RealEstateForm({ onSimulate }: { onSimulate: () => void }) {
  const inputs = useStore($inputs);
  const errors = useStore($inputErrors);
  const simulation = useStore($simulation);
  const running = simulation.partners.some((status) => status.state === 'pending');
  const share = financedShareText(inputs);
  return (
    <SimulatorForm
      titleId="simulator-form-title"
      title="Dados do financiamento"
      columns={2}
      loading={running}
      onSimulate={onSimulate}
    >
      <MoneyField
        label="Valor do imóvel"
        name="real_estate_value"
        value={inputs.realEstateValue}
        onValueChange={(value) => setInput('realEstateValue', value)}
        error={errors.realEstateValue}
      />
      <div className="flex flex-col gap-1">
        <MoneyField
          label="Valor do financiamento"
          name="financing_value"
          value={inputs.financingValue}
          onValueChange={(value) => setInput('financingValue', value)}
          error={errors.financingValue}
        />
        <p className="min-h-5 text-xs text-gray-700" aria-live="polite">
          {share}
        </p>
      </div>
      <TextField
        label="Prazo (meses)"
        name="term"
        inputMode="numeric"
        maxLength={3}
        value={inputs.term}
        onValueChange={(value) => setInput('term', digitsOf(value))}
        error={errors.term}
        hint={`De ${REAL_ESTATE_BOUNDS.term.min} a ${REAL_ESTATE_BOUNDS.term.max} meses.`}
      />
      <SelectField
        label="Tipo de imóvel"
        name="real_estate_type"
        value={inputs.realEstateType}
        options={PROPERTY_TYPES}
        onValueChange={(value) => setInput('realEstateType', value)}
        error={errors.realEstateType}
      />
      <SelectField
        label="Estado do imóvel (UF)"
        name="real_estate_address_state"
        value={inputs.state}
        options={STATE_OPTIONS}
        onValueChange={(value) => setInput('state', value)}
        error={errors.state}
      />
      <MoneyField
        label="Renda mensal"
        name="monthly_income"
        value={inputs.monthlyIncome}
        onValueChange={(value) => setInput('monthlyIncome', value)}
        error={errors.monthlyIncome}
      />
      <TextField
        label="Profissão (opcional)"
        name="profession"
        maxLength={80}
        value={inputs.profession}
        onValueChange={(value) => setInput('profession', value)}
        error={errors.profession}
      />
      <TextField
        label="Data de nascimento (opcional)"
        name="birthday"
        inputMode="numeric"
        mask="birthday"
        placeholder="dd/mm/aaaa"
        value={inputs.birthday}
        onValueChange={(value) => setInput('birthday', value)}
        error={errors.birthday}
      />
    </SimulatorForm>
  );
}
