import type { ReactNode, SyntheticEvent } from 'react';
import {
  CLOSE_CLASS,
  type DialogWidth,
  HEADING_ROW_CLASS,
  NATIVE_DIALOG_CLASS,
  PANEL_CLASS,
  TITLE_CLASS,
  WIDTH_CLASS,
} from './dialog-look.ts';
import { controlClass } from './FieldFrame.tsx';
import { Icon } from './Icon.tsx';

/** What closes a dialog drawn with the page, as attributes of a button inside it: it answers before any script too. */
export const closesDialog = (id: string) => ({ commandfor: id, command: 'close' }) as const;

/** A text field's look in a dialog drawn with the page, as the live dialog's TextField shows it. */
export const NATIVE_INPUT_CLASS = controlClass(null, 'disabled:bg-gray-100 disabled:text-gray-600');

export interface NativeDialogProps {
  id: string;
  title: ReactNode;
  width?: DialogWidth;
  children: ReactNode;
  onClose?: (event: SyntheticEvent<HTMLDialogElement>) => void;
}

/**
 * A dialog drawn with the page in the store's dialog look, opened by a button's `command`
 * (`opensDialog`): modal, Escape and the backdrop close it, and the browser traps the focus.
 * It answers a press made before the islands have loaded; the live dialog takes over from it.
 */
export function NativeDialog({ id, title, width = 'default', children, onClose }: NativeDialogProps) {
  return (
    <dialog
      id={id}
      aria-labelledby={`${id}-title`}
      closedby="any"
      onClose={onClose}
      data-first-paint
      className={`${PANEL_CLASS} ${WIDTH_CLASS[width]} ${NATIVE_DIALOG_CLASS}`}
    >
      <div className={HEADING_ROW_CLASS}>
        <h2 id={`${id}-title`} className={TITLE_CLASS}>
          {title}
        </h2>
        <button type="button" {...closesDialog(id)} className={CLOSE_CLASS} aria-label="Fechar">
          <Icon name="close" />
        </button>
      </div>
      {children}
    </dialog>
  );
}
