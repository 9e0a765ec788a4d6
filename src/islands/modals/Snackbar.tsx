import { useStore } from '@nanostores/react';
import { $snackbar, hideSnackbar } from '../../stores/snackbar.ts';

const COLOR = {
  success: 'bg-green-800 text-white',
  error: 'bg-red-800 text-white',
  warning: 'bg-amber-300 text-gray-900',
  info: 'bg-gray-900 text-white',
} as const;

const ICON = {
  check: 'M5 13l4 4L19 7',
  alert:
    'M12 8v5m0 3.5v.5M10.3 3.9L2.5 17.5A2 2 0 0 0 4.2 20.5h15.6a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  info: 'M12 16v-5m0-3v.5M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
} as const;

/** The snackbar (spec §2.11): colour, icon, text; closes after its timeout (3000 ms by default). */
export function Snackbar() {
  const bar = useStore($snackbar);
  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4"
    >
      {bar.open ? (
        <div
          className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-md px-4 py-3 shadow-lg ${COLOR[bar.color]}`}
          data-snackbar={bar.color}
        >
          {bar.icon ? (
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5 shrink-0"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d={ICON[bar.icon]} />
            </svg>
          ) : null}
          <span className={`text-sm ${bar.textClass ?? ''}`}>{bar.text}</span>
          <button
            type="button"
            onClick={hideSnackbar}
            className="ml-2 rounded p-1 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
            aria-label="Fechar mensagem"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-4 w-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  );
}
