import { useStore } from '@nanostores/react';
import { isStripHidden } from '../../domain/browse-chrome.ts';
import { displayName, storeOfLabel } from '../../domain/browse-text.ts';
import { pathFor, resolveRoute } from '../../routes/route-table.ts';
import { $screenProductId } from '../../stores/brand.ts';
import { openModal } from '../../stores/modals.ts';
import { $banker, $pb } from '../../stores/store-context.ts';
import { Avatar } from './Avatar.tsx';
import { useChrome, useClientStore, useMounted } from './hooks.ts';

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
  const route = mounted ? (resolveRoute(window.location.pathname)?.name ?? null) : 'home';
  if (isStripHidden(route, productId)) return null;
  const ready = banker !== null && chrome.status === 'ready';
  const person = banker?.person;
  const name = person ? displayName(person) : '';
  return (
    <section aria-label="Seu atendimento" className="border-b border-gray-200 bg-white" data-profile-strip>
      <div className="mx-auto flex h-20 max-w-6xl items-center gap-3 px-4 sm:gap-4">
        {ready && person ? (
          <>
            <Avatar photo={person.photo} name={name} size={56} />
            <div className="min-w-0 flex-1 sm:flex-none">
              <p className="truncate font-bold text-gray-900">
                <span className="sm:hidden">{storeOfLabel(name)}</span>
                <span className="max-sm:hidden">{name}</span>
              </p>
              <p className="truncate text-sm text-gray-700">{chrome.occupation.singular}</p>
            </div>
            <div className="hidden min-w-0 flex-1 flex-col text-sm text-gray-700 md:flex">
              {person.principal_contact ? <span className="truncate">{person.principal_contact}</span> : null}
              <a className="truncate underline-offset-2 hover:underline" href={`mailto:${person.email}`}>
                {person.email}
              </a>
            </div>
            <div className="flex shrink-0 items-center gap-2 max-sm:hidden">
              {!chrome.whitelabel && pb ? (
                <a className="btn-outline" href={pathFor('perfil', { pb })}>
                  Ver perfil
                </a>
              ) : null}
              <button type="button" className="btn-primary" onClick={() => openModal('share', {})}>
                Compartilhar
              </button>
            </div>
          </>
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
