import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { openModal } from '../../../core/modals/modals.ts';
import type { DropdownItem } from '../../../core/ui/DropdownMenuItem.tsx';
import { Icon } from '../../../core/ui/Icon.tsx';

export interface AccountDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The header's sections (home, about, products and the brand's extra items). */
  sections: { label: string; href: string }[];
  /** The user's name, shown over the entries. */
  label: string;
  entries: DropdownItem[] | null;
}

const ITEM =
  'block w-full rounded px-3 py-2 text-left text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary';

/** The phone drawer (docs/catalog-and-store.md#header-footer-and-cookies): the header's sections and the same account entries. */
export function AccountDrawer({ open, onClose, sections, label, entries }: AccountDrawerProps) {
  const run = (action?: () => void) => () => {
    onClose();
    action?.();
  };
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <DialogPanel className="fixed inset-y-0 right-0 flex w-[85vw] max-w-xs flex-col gap-2 overflow-y-auto bg-white p-4 shadow-xl">
        <div className="mb-2 flex items-center justify-between">
          <DialogTitle className="text-lg font-bold text-gray-900">Menu</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            className="rounded p-2 text-gray-600 hover:bg-gray-100"
            aria-label="Fechar menu"
          >
            <Icon name="close" />
          </button>
        </div>
        {sections.length > 0 ? (
          <nav aria-label="Seções da loja" className="flex flex-col border-b border-gray-200 pb-2">
            {sections.map((section) => (
              <a key={section.href + section.label} href={section.href} onClick={onClose} className={ITEM}>
                {section.label}
              </a>
            ))}
          </nav>
        ) : null}
        {entries ? (
          <nav aria-label="Sua conta" className="flex flex-col">
            <p className="px-3 py-2 text-sm font-semibold text-gray-700">{label}</p>
            {entries.map((entry) =>
              entry.href ? (
                <a
                  key={entry.key}
                  href={entry.href}
                  className={ITEM}
                  {...(entry.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {entry.label}
                  {entry.external ? <span className="sr-only"> (abre em nova aba)</span> : null}
                </a>
              ) : (
                <button key={entry.key} type="button" className={ITEM} onClick={run(entry.onSelect)}>
                  {entry.label}
                </button>
              ),
            )}
          </nav>
        ) : (
          <button type="button" className="btn-primary mt-2" onClick={run(() => openModal('logIn'))}>
            Entrar
          </button>
        )}
      </DialogPanel>
    </Dialog>
  );
}
