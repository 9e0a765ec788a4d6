import type { ModalName, ModalOptions } from './modals.ts';

/**
 * Opens a modal from a page's first-screen code, which does not ship the modal store: the store
 * loads with the first call (usually it is in already, as the modal host brings it on the
 * visitor's first interaction). The element focused at the call gets the focus back on close.
 */
export function openModalOnDemand<K extends ModalName>(name: K, options?: ModalOptions[K]): void {
  const opener = document.activeElement ?? undefined;
  void import('./modals.ts').then((m) => m.openModal(name, options, opener));
}
