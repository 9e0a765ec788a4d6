import { useStore } from '../browser/use-store.ts';
import { Icon } from '../ui/Icon.tsx';
import { $snackbar, hideSnackbar } from './snackbar.ts';

const COLOR = {
  success: 'bg-green-800 text-white',
  error: 'bg-red-800 text-white',
  warning: 'bg-amber-300 text-gray-900',
  info: 'bg-gray-900 text-white',
} as const;

/** The snackbar (docs/routes-and-guards.md#modals): colour, icon, text; closes after its timeout (3000 ms by default). */
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
          {bar.icon ? <Icon name={bar.icon} className="h-5 w-5 shrink-0" /> : null}
          <span className={`text-sm ${bar.textClass ?? ''}`}>{bar.text}</span>
          <button
            type="button"
            onClick={hideSnackbar}
            className="ml-2 rounded p-1 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
            aria-label="Fechar mensagem"
          >
            <Icon name="close" className="h-4 w-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
