import { type ReactNode, useId, useState } from 'react';

/**
 * 'Detalhes da oferta': a button that folds and unfolds what follows it (aria-expanded, keyboard
 * as any button). Written here rather than taken from Headless UI, whose disclosure would add
 * about 10 KB to the offers page's first load for one button.
 */
export function OfferDisclosure({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div className="border-t border-gray-200 pt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panel : undefined}
        data-open={open ? '' : undefined}
        onClick={() => setOpen((was) => !was)}
        className="group flex min-h-6 items-center gap-2 rounded py-1 text-sm font-semibold text-gray-900 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-primary"
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4 group-data-[open]:rotate-180"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      {open ? (
        <div id={panel} className="pt-3">
          {children}
        </div>
      ) : null}
    </div>
  );
}
