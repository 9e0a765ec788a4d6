import { useId } from 'react';
import type { Option } from '../format/options.ts';
import { controlClass, FieldFrame } from './FieldFrame.tsx';

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
    <FieldFrame id={id} label={label} errorId={errorId} error={error}>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={controlClass(error)}
      >
        <option value="">Selecione</option>
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
