// The binding library's key filter: a modal draws again only when its own flag or options change
// (it loads with the modal host, not with the page).
import { useStore } from '@nanostores/react';
import { $modalOptions, $modals, closeModal, type ModalName, type ModalOptions } from './modals.ts';

/** A modal's open flag, its options and its close action. */
export function useModal<K extends ModalName>(
  name: K,
): { open: boolean; options: ModalOptions[K] | undefined; close: () => void } {
  const open = useStore($modals, { keys: [name] })[name];
  const options = useStore($modalOptions, { keys: [name] })[name] as ModalOptions[K] | undefined;
  return { open, options, close: () => closeModal(name) };
}
