import { Suspense, useEffect, useState } from 'react';
import { useStore } from '../core/browser/use-store.ts';
import { refreshOnLoad } from '../core/context/session.ts';
import { $modals, MODAL_NAMES, type ModalName } from '../core/modals/modals.ts';
import { Snackbar } from '../core/modals/Snackbar.tsx';
import { FirstPaintCheckEmail } from '../features/accounts/islands/FirstPaintCheckEmail.tsx';
import { startInvitationFlow } from '../features/invitations/stores/invitation.ts';
import { MODAL_REGISTRY } from './registry.ts';

/**
 * Renders every modal of the page by its flag, loading each one's code on first open and keeping
 * it mounted afterwards (so closing animates and focus returns). Also refreshes the session once.
 * Hydrated on demand (`client:demand`): with no session flags, its load-time work has nothing to do.
 * On the product page it also draws the request's e-mail check, which 'Solicitar agora' shows at
 * the tap before the request flow's code has come (docs/catalog-and-store.md#first-paint).
 */
export function ModalHost({ drawsRequestCheck = false }: { drawsRequestCheck?: boolean }) {
  const flags = useStore($modals);
  const [opened, setOpened] = useState<ReadonlySet<ModalName>>(new Set());

  useEffect(() => {
    // The invitation links' keys are read once the session is known (docs/invitations.md#invitation-and-authorization).
    void refreshOnLoad().then(startInvitationFlow);
  }, []);

  useEffect(() => {
    const now = MODAL_NAMES.filter((name) => flags[name] && !opened.has(name));
    if (now.length > 0) setOpened(new Set([...opened, ...now]));
  }, [flags, opened]);

  return (
    <>
      {MODAL_NAMES.map((name) => {
        const Modal = MODAL_REGISTRY[name];
        if (!Modal || !(flags[name] || opened.has(name))) return null;
        return (
          <Suspense key={name} fallback={null}>
            <Modal />
          </Suspense>
        );
      })}
      {drawsRequestCheck ? <FirstPaintCheckEmail /> : null}
      <Snackbar />
    </>
  );
}
