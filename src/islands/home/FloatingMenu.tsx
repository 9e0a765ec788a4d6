import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { pathFor } from '../../routes/route-table.ts';
import { $chrome } from '../../stores/brand.ts';
import { openModal } from '../../stores/modals.ts';
import { $pb } from '../../stores/store-context.ts';

/** On small screens, a floating menu with share and view-profile actions (spec §2.4). */
export function FloatingMenu() {
  const [open, setOpen] = useState(false);
  const pb = useStore($pb);
  const chrome = useStore($chrome);
  return (
    <div className="fixed bottom-24 right-4 z-30 flex flex-col items-end gap-2 sm:hidden" data-floating-menu>
      {open ? (
        <ul id="floating-actions" className="flex flex-col items-end gap-2">
          <li>
            <button
              type="button"
              className="btn-primary shadow-lg"
              onClick={() => {
                setOpen(false);
                openModal('share', {});
              }}
            >
              Compartilhar
            </button>
          </li>
          {!chrome.whitelabel && pb ? (
            <li>
              <a className="btn-outline shadow-lg" href={pathFor('perfil', { pb })}>
                Ver perfil
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        aria-controls="floating-actions"
        aria-label={open ? 'Fechar ações' : 'Abrir ações'}
        className="flex h-14 w-14 items-center justify-center rounded-full bg-primary text-on-primary shadow-lg"
        onClick={() => setOpen(!open)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" />
          ) : (
            <path d="M18 8a3 3 0 1 0-3-3M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
          )}
        </svg>
      </button>
    </div>
  );
}
