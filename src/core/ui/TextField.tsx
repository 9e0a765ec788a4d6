import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { mask as applyNamedMask, type MaskName } from '../format/masks.ts';
import { controlClass, FieldFrame } from './FieldFrame.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A mask of docs/validation-and-errors.md#validation-rules applied as the user types. */
  mask?: MaskName;
  /** Message shown under the field; marks the input invalid. */
  error?: string | null;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Blocks typed spaces (e-mail fields). */
  blockSpaces?: boolean;
}

/** Labelled input with mask, error text, `aria-invalid` and `aria-describedby`. */
export function TextField({
  label,
  value,
  onValueChange,
  mask,
  error,
  hint,
  blockSpaces = false,
  id,
  className = '',
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const handle = (raw: string) => {
    let next = mask ? applyNamedMask(raw, mask) : raw;
    if (blockSpaces) next = next.replace(/\s/g, '');
    onValueChange(next);
  };
  return (
    <FieldFrame id={inputId} label={label} errorId={errorId} error={error} className={className}>
      <input
        id={inputId}
        value={value}
        onChange={(event) => handle(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClass(error, 'disabled:bg-gray-100 disabled:text-gray-600')}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-gray-700">
          {hint}
        </p>
      ) : null}
    </FieldFrame>
  );
}
