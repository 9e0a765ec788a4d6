import { useRef } from 'react';
import type { HeaderLink } from '../../../core/brand/header-links.ts';
import { openModal } from '../../../core/modals/modals.ts';
import type { DropdownItem } from '../../../core/ui/DropdownMenuItem.tsx';
import { opensDialog } from '../../../core/ui/first-paint-dialog.ts';
import { Icon } from '../../../core/ui/Icon.tsx';
import { closesDialog } from '../../../core/ui/NativeDialog.tsx';

/** The drawer's element, which the menu button opens by `command` with no script (docs/catalog-and-store.md#header-footer-and-cookies). */
export const ACCOUNT_DRAWER_ID = 'account-drawer';

/** What opens the drawer, as attributes of a button: the browser answers the press before any script runs. */
export const OPENS_ACCOUNT_DRAWER = opensDialog(ACCOUNT_DRAWER_ID);

export interface AccountDrawerProps {
  /** The header's sections and the brand's items, drawn as the header's nav draws them. */
  links: readonly HeaderLink[];
  /** The user's name, shown over the entries. */
  label: string;
  entries: DropdownItem[] | null;
}

const ITEM =
  'block w-full rounded px-3 py-2 text-left text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary';

/**
 * The phone drawer (docs/catalog-and-store.md#header-footer-and-cookies): the header's sections and
 * the same account entries, in a native modal dialog drawn with the page. Its links carry the
 * nav's marks, so the page's scripts fill in the store and a white-label company's items here too.
 */
export function AccountDrawer({ links, label, entries }: AccountDrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  const run = (action?: () => void) => () => {
    close();
    action?.();
  };
  return (
    <dialog
      ref={dialog}
      id={ACCOUNT_DRAWER_ID}
      aria-labelledby={`${ACCOUNT_DRAWER_ID}-title`}
      closedby="any"
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[85vw] max-w-xs overflow-y-auto bg-white p-4 shadow-xl backdrop:bg-black/50"
    >
      <div className="flex flex-col gap-2">
        <div className="mb-2 flex items-center justify-between">
          <h2 id={`${ACCOUNT_DRAWER_ID}-title`} className="text-lg font-bold text-gray-900">
            Menu
          </h2>
          <button
            type="button"
            {...closesDialog(ACCOUNT_DRAWER_ID)}
            className="rounded p-2 text-gray-600 hover:bg-gray-100"
            aria-label="Fechar menu"
          >
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label="Seções da loja" className="flex flex-col border-b border-gray-200 pb-2">
          {links.map((link) => (
            <a
              key={link.label + link.href}
              href={link.href}
              onClick={close}
              className={ITEM}
              {...(link.pbHref ? { 'data-pb-href': link.pbHref } : {})}
              {...(link.brandItem ? { 'data-brand-header-item': '', 'data-wl-slot': '' } : {})}
            >
              {link.label}
            </a>
          ))}
          {/* The page's scripts write a white-label company's items here, before or after this
              hydrates: React leaves what is inside alone. */}
          <span
            className="contents"
            data-company-header-items
            data-item-class={ITEM}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; it keeps React off the items the page's scripts write.
            dangerouslySetInnerHTML={{ __html: '' }}
          />
        </nav>
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
      </div>
    </dialog>
  );
}
