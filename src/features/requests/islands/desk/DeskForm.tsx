import type { ReactNode } from 'react';
import type { SubmitMessage } from './use-desk-submit.ts';

/** A desk form: it sends through `submit` (see use-desk-submit.ts), never as the browser's own post. */
export function DeskForm({
  className = 'flex flex-col gap-2',
  submit,
  children,
}: {
  className?: string;
  submit: () => Promise<unknown>;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {children}
    </form>
  );
}

/** A desk form's free text: a note, a message. */
export function DeskTextarea({
  id,
  rows,
  maxLength,
  value,
  onChange,
}: {
  id: string;
  rows: number;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <textarea
      id={id}
      rows={rows}
      maxLength={maxLength}
      className="rounded-md border border-gray-400 px-3 py-2 text-gray-900"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Where a desk form says how its last send went, read out as it changes. */
export function DeskSubmitMessage({ message }: { message: SubmitMessage | null }) {
  return (
    <p role="status" className={`text-sm ${message?.error ? 'text-red-800' : 'text-gray-700'}`}>
      {message?.text ?? ''}
    </p>
  );
}
