import type { ReactNode } from 'react';

export interface FieldFrameProps {
  /** The control's id, which the label points to. */
  id: string;
  label: ReactNode;
  /** The error text's id, for the control's `aria-describedby`. */
  errorId: string;
  error?: string | null;
  className?: string;
  /** The control and anything that goes between it and the error (hint, screen-reader text). */
  children: ReactNode;
}

/** The label over a form control and its error text under it, as every field of the store shows them. */
export function FieldFrame({ id, label, errorId, error, className = '', children }: FieldFrameProps) {
  return (
    <div className={`flex flex-col gap-1 ${className}`.trimEnd()}>
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The look of a field's input or select; the border turns red with an error. */
export function controlClass(error: string | null | undefined, extra = ''): string {
  const base =
    'rounded-md border bg-white px-3 py-2 text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-primary';
  return `${base} ${extra ? `${extra} ` : ''}${error ? 'border-red-700' : 'border-gray-400'}`;
}
