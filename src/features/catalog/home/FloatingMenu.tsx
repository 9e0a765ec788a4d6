import { useEffect, useState } from 'react';
import { useChrome } from '../../../core/brand/hooks.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import { $pb } from '../../../core/context/store-context.ts';
import { openModalOnDemand } from '../../../core/modals/modal-on-demand.ts';
import { pathFor } from '../../../core/routes/route-table.ts';
import { Icon } from '../../../core/ui/Icon.tsx';

/**
 * On small screens, a floating menu with share and view-profile actions (docs/catalog-and-store.md#home). It shows
 * once hydrated and the page is idle (the static markup has no button that would not work yet), in the page's corner
 * below the first banner's arrows, with room kept for it at the page end (global.css).
 */
export function FloatingMenu() {
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const pb = useStore($pb);
  const chrome = useChrome();
  // Shown once the page is idle, as an island hydrated at idle would be: the page loads it with its
  // other islands, so it needs no loader of its own.
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setReady(true));
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setReady(true), 200);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return null;
  return (
    <div className="fixed bottom-4 right-4 z-30 flex flex-col items-end gap-2 sm:hidden" data-floating-menu>
      {open ? (
        <ul id="floating-actions" className="flex flex-col items-end gap-2">
          <li>
            <button
              type="button"
              className="btn-primary shadow-lg"
              onClick={() => {
                setOpen(false);
                openModalOnDemand('share', {});
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
        <Icon name={open ? 'close' : 'share'} className="h-6 w-6" />
      </button>
    </div>
  );
}
