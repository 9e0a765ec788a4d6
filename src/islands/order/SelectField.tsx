import { useId } from 'react';
import type { Option } from '../../domain/options.ts';

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly Option<string | number>[];
  onValueChange: (value: string) => void;
  error?: string | null;
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
}

/** Labelled native select (keyboard and screen readers for free) with its error text. */
export function SelectField({
  label,
  value,
  options,
  onValueChange,
  error,
  onBlur,
  name,
  disabled,
}: SelectFieldProps) {
  const id = `select-${useId()}`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`rounded-md border bg-white px-3 py-2 text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-primary ${
          error ? 'border-red-700' : 'border-gray-400'
        }`}
      >
        <option value="">Selecione</option>
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
