import type { ReactNode, SubmitEvent } from 'react';
import { Button } from '../../../core/ui/Button.tsx';

const CARD_CLASS = 'rounded-lg bg-white p-5 shadow-sm';
/** Whole class names, so that Tailwind finds them. */
const GRID_CLASS = { 2: 'mt-4 grid gap-4 sm:grid-cols-2', 3: 'mt-4 grid gap-4 sm:grid-cols-3' } as const;

export interface SimulatorFormProps {
  titleId: string;
  title: string;
  columns: keyof typeof GRID_CLASS;
  /** Spacing classes put before the card's own. */
  className?: string;
  loading: boolean;
  onSimulate: () => void;
  children: ReactNode;
}

/** A simulator's inputs: a titled card with the fields in a grid and 'Simular'. */
export function SimulatorForm({
  titleId,
  title,
  columns,
  className,
  loading,
  onSimulate,
  children,
}: SimulatorFormProps) {
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSimulate();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      className={className ? `${className} ${CARD_CLASS}` : CARD_CLASS}
    >
      <h2 id={titleId} className="text-lg font-bold text-gray-900">
        {title}
      </h2>
      <div className={GRID_CLASS[columns]}>{children}</div>
      <Button type="submit" className="mt-5" loading={loading}>
        Simular
      </Button>
    </form>
  );
}
