import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'outline' | 'link';
  /** Shows a spinner and keeps the button disabled while a call runs. */
  loading?: boolean;
  block?: boolean;
  children: ReactNode;
}

const VARIANT = {
  primary: 'btn-primary',
  outline: 'btn-outline',
  link: 'inline-flex items-center rounded font-semibold text-gray-900 underline underline-offset-2 hover:opacity-80 focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-50',
} as const;

export function Button({
  variant = 'primary',
  loading = false,
  block = false,
  disabled,
  type = 'button',
  className = '',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`${VARIANT[variant]} ${block ? 'w-full' : ''} gap-2 ${className}`}
      {...rest}
    >
      {loading ? (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 animate-spin" fill="none">
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
          <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" />
        </svg>
      ) : null}
      {children}
    </button>
  );
}
