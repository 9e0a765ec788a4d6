import { type InputHTMLAttributes, useId } from 'react';
import { moneyInputText, readMoneyInput } from '../../domain/money.ts';

export interface MoneyFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  /** Amount in reais; null when empty. */
  value: number | null;
  onValueChange: (value: number | null) => void;
  error?: string | null;
}

/**
 * Money input of spec §5 (digits only, 11 at most, 2 decimals, 'R$', pt-BR). Screen readers hear
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
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={inputId}
        inputMode="numeric"
        value={moneyInputText(value)}
        onChange={(event) => onValueChange(readMoneyInput(event.target.value).value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[currencyId, error ? errorId : null].filter(Boolean).join(' ')}
        placeholder="R$ 0,00"
        className={`rounded-md border bg-white px-3 py-2 text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-primary ${
          error ? 'border-red-700' : 'border-gray-400'
        }`}
        {...rest}
      />
      <span id={currencyId} className="sr-only">
        Valor em reais (BRL)
      </span>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
