import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { FORM_ASIDE } from '../format/field-touch.ts';
import { type ModalName, modalOpener } from '../modals/modals.ts';
import {
  CLOSE_CLASS,
  type DialogWidth,
  HEADING_ROW_CLASS,
  PANEL_CLASS,
  TITLE_CLASS,
  WIDTH_CLASS,
} from './dialog-look.ts';
import { Icon } from './Icon.tsx';

export interface AppDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Text under the title, announced as the dialog's description. */
  subtitle?: ReactNode;
  width?: DialogWidth;
  /** Hides the close (X) button, e.g. while a step must finish. */
  hideClose?: boolean;
  /** Element that takes the focus first (Headless UI's `autoFocus` is used otherwise). */
  children: ReactNode;
  /** Marks the panel for tests and styling. */
  name?: string;
  /** Read beside a form under it (the terms): the focus going into it does not leave that form's field. */
  aside?: boolean;
}

/** Elements that take the focus when a dialog's opener is gone (the header's account button). */
const FALLBACK = '[data-focus-fallback]';

function focusable(element: Element | null | undefined): element is HTMLElement {
  return element instanceof HTMLElement && element.isConnected && element.offsetParent !== null;
}

/**
 * After closing, the focus goes back to the element the modal was opened from, or to the
 * header's account button when that element is gone (e.g. 'Entrar' after logging in).
 */
function useReturnFocus(open: boolean, name: string | undefined): void {
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed || !name) return;
    const opener = modalOpener(name as ModalName);
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const target = focusable(opener) ? opener : [...document.querySelectorAll(FALLBACK)].find(focusable);
      if (focusable(target)) target.focus();
    });
    return () => clearTimeout(timer);
  }, [open, name]);
}

/**
 * Headless UI v2 dialog with the store's look: focus trapped inside and returned to the opener,
 * Escape and the backdrop close it, full-screen on extra-small screens.
 */
export function AppDialog({
  open,
  onClose,
  title,
  subtitle,
  width = 'default',
  hideClose = false,
  children,
  name,
  aside = false,
}: AppDialogProps) {
  useReturnFocus(open, name);
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-stretch justify-center overflow-y-auto sm:items-center sm:p-4">
        <DialogPanel
          data-modal={name}
          {...(aside ? { [FORM_ASIDE]: '' } : {})}
          className={`${PANEL_CLASS} flex min-h-full sm:min-h-0 ${WIDTH_CLASS[width]}`}
        >
          <div className={HEADING_ROW_CLASS}>
            <div>
              <DialogTitle as="h2" className={TITLE_CLASS}>
                {title}
              </DialogTitle>
              {subtitle ? <p className="mt-1 text-sm text-gray-700">{subtitle}</p> : null}
            </div>
            {hideClose ? null : (
              <button type="button" onClick={onClose} className={CLOSE_CLASS} aria-label="Fechar">
                <Icon name="close" />
              </button>
            )}
          </div>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
