import { type ReactNode, useId } from 'react';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The label; may hold links (terms). */
  children: ReactNode;
  disabled?: boolean;
  error?: string | null;
  name?: string;
}

/** Native checkbox with its label (keyboard and screen readers for free). */
export function Checkbox({ checked, onChange, children, disabled, error, name }: CheckboxProps) {
  const id = `check-${useId()}`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 h-4 w-4 shrink-0 accent-primary"
        />
        <label htmlFor={id} className="text-sm text-gray-800">
          {children}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
