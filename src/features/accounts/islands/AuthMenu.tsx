import type { HeaderLink } from '../../../core/brand/header-links.ts';
import { useMounted } from '../../../core/brand/hooks.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import { $user } from '../../../core/context/session.ts';
import { openModal } from '../../../core/modals/modals.ts';
import { DropdownMenu } from '../../../core/ui/DropdownMenu.tsx';
import { opensDialog } from '../../../core/ui/first-paint-dialog.ts';
import { Icon } from '../../../core/ui/Icon.tsx';
import { authButtonLabel } from '../rules/user-menu.ts';
import { AccountDrawer, OPENS_ACCOUNT_DRAWER } from './AccountDrawer.tsx';
import { useAccountEntries } from './account-entries.ts';
import { FirstPaintLogin } from './FirstPaintLogin.tsx';
import { FIRST_PAINT_LOGIN_ID, firstPaintLoginOpen } from './first-paint-login.ts';

/**
 * The header's account corner (docs/catalog-and-store.md#header-footer-and-cookies): 'Entrar', or the user's nickname (else full name) with
 * the user menu; on phones the same entries live in a drawer with the header's sections. Hydrated
 * on demand (`client:demand`): a visitor's 'Entrar' is static until pressed; with a session it
 * hydrates at once and stays hidden until mounted. The phone drawer is drawn with the page and
 * opened by the browser (`command`), so a press answers before any script has run.
 */
export function AuthMenu({ links }: { links: readonly HeaderLink[] }) {
  // Rendered at build time as a visitor's corner; a logged user shows once mounted (no mismatch).
  const mounted = useMounted();
  const stored = useStore($user);
  const user = mounted ? stored : null;
  const entries = useAccountEntries(mounted);
  const label = authButtonLabel(user);
  return (
    <div className="flex items-center justify-end" data-auth-pending={mounted ? undefined : ''}>
      <div className="hidden md:block">
        {entries ? (
          <DropdownMenu
            label={
              <>
                <span className="truncate">{label}</span>
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0" fill="currentColor">
                  <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
                </svg>
              </>
            }
            items={entries}
            fallbackFocus
            buttonClassName="inline-flex max-w-[220px] items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold hover:bg-black/5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-header-focus"
          />
        ) : (
          <>
            <button
              type="button"
              className="btn-primary"
              {...(mounted ? {} : opensDialog(FIRST_PAINT_LOGIN_ID))}
              onClick={(event) => {
                // A press held until this code ran, whose early dialog the person has closed since.
                if (!event.isTrusted && !firstPaintLoginOpen()) return;
                openModal('logIn');
              }}
              data-focus-fallback
            >
              Entrar
            </button>
            <FirstPaintLogin />
          </>
        )}
      </div>
      <div className="md:hidden">
        <button
          type="button"
          {...OPENS_ACCOUNT_DRAWER}
          className="rounded-md p-2 hover:bg-black/5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-header-focus"
          aria-label="Abrir menu"
          aria-haspopup="dialog"
          data-focus-fallback
        >
          <Icon name="menu" className="h-6 w-6" />
        </button>
        <AccountDrawer links={links} label={label} entries={entries} />
      </div>
    </div>
  );
}
