import { useLayoutEffect } from 'react';
import { $screenProductId } from '../../core/brand/brand.ts';
import { useChrome, useClientStore, useMounted } from '../../core/brand/hooks.ts';
import { isStripHidden } from '../../core/brand/page-chrome.ts';
import { STRIP_CLASSES as C, STRIP_LABEL } from '../../core/brand/profile-strip-classes.ts';
import { useStore } from '../../core/browser/use-store.ts';
import { $banker, $pb } from '../../core/context/store-context.ts';
import { openModalOnDemand } from '../../core/modals/modal-on-demand.ts';
import { currentRoute, pathFor } from '../../core/routes/route-table.ts';
import { BankerCard } from '../../core/ui/BankerCard.tsx';

/**
 * The banker strip under the header (docs/catalog-and-store.md#header-footer-and-cookies): photo, nickname, occupation, contact, e-mail,
 * 'Ver perfil' and 'Compartilhar'; 'Loja de {nickname}' on phones. Its height is fixed so the
 * page does not move when the banker arrives.
 */
export function ProfileStrip() {
  const mounted = useMounted();
  const banker = useClientStore($banker, null);
  const chrome = useChrome();
  const productId = useStore($screenProductId);
  const pb = useStore($pb);
  const route = mounted ? (currentRoute()?.name ?? null) : 'home';
  const hidden = isStripHidden(route, productId);
  const ready = banker !== null && chrome.status === 'ready';
  // Where the host drew the strip's fragment over the reserved box, the island takes its place;
  // once its share dialog, open, is closed (the fragment holds it).
  useLayoutEffect(() => {
    if (!mounted || !(hidden || ready)) return;
    const host = document.querySelector('[data-strip-static]');
    const sharing = host?.querySelector('dialog[open]');
    if (sharing) sharing.addEventListener('close', () => host?.remove(), { once: true });
    else host?.remove();
  }, [mounted, hidden, ready]);
  if (hidden) return null;
  const person = banker?.person;
  return (
    <section aria-label={STRIP_LABEL} className={C.section} data-profile-strip>
      <div className={C.row}>
        {ready && person ? (
          <BankerCard
            person={person}
            occupation={chrome.occupation.singular}
            profileHref={!chrome.whitelabel && pb ? pathFor('perfil', { pb }) : null}
            onShare={() => openModalOnDemand('share', {})}
          />
        ) : (
          <div className="flex w-full items-center gap-4" aria-hidden="true">
            <span className="skeleton h-14 w-14 shrink-0 rounded-full" />
            <span className="flex flex-col gap-2">
              <span className="skeleton h-4 w-40" />
              <span className="skeleton h-3 w-24" />
            </span>
          </div>
        )}
      </div>
    </section>
  );
}
