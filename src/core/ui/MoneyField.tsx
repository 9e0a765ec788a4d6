import { type InputHTMLAttributes, useId } from 'react';
import { moneyInputText, readMoneyInput } from '../format/money.ts';
import { controlClass, FieldFrame } from './FieldFrame.tsx';

export interface MoneyFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  /** Amount in reais; null when empty. */
  value: number | null;
  onValueChange: (value: number | null) => void;
  error?: string | null;
}

/**
 * Money input of docs/validation-and-errors.md#validation-rules (digits only, 11 at most, 2 decimals, 'R$', pt-BR). Screen readers hear
 * that the value is in reais through the description tied to the input.
 */
export function MoneyField({
  label,
  value,
  onValueChange,
  error,
  id,
  className = '',
  ...rest
}: MoneyFieldProps) {
  const autoId = useId();
  const inputId = id ?? `money-${autoId}`;
  const currencyId = `${inputId}-currency`;
  const errorId = `${inputId}-error`;
  return (
    <FieldFrame id={inputId} label={label} errorId={errorId} error={error} className={className}>
      <input
        id={inputId}
        inputMode="numeric"
        value={moneyInputText(value)}
        onChange={(event) => onValueChange(readMoneyInput(event.target.value).value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[currencyId, error ? errorId : null].filter(Boolean).join(' ')}
        placeholder="R$ 0,00"
        className={controlClass(error)}
        {...rest}
      />
      <span id={currencyId} className="sr-only">
        Valor em reais (BRL)
      </span>
    </FieldFrame>
  );
}
