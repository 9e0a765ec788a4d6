/** Dialog widths of docs/routes-and-guards.md#modals, docs/validation-and-errors.md#constants-and-limits: 450 px, 600 for sharing, 530 for confirmations. */
const DIALOG_WIDTH = { default: 450, share: 600, confirmation: 530 } as const;

export type DialogWidth = keyof typeof DIALOG_WIDTH;

export const WIDTH_CLASS: Record<DialogWidth, string> = {
  default: 'sm:max-w-[450px]',
  share: 'sm:max-w-[600px]',
  confirmation: 'sm:max-w-[530px]',
};

/** The store's dialog panel, as the live dialogs and the ones drawn with the page show it. */
export const PANEL_CLASS = 'relative w-full flex-col bg-white p-6 shadow-xl sm:rounded-lg';
export const HEADING_ROW_CLASS = 'mb-4 flex items-start justify-between gap-4';
export const TITLE_CLASS = 'text-xl font-bold text-gray-900';
export const CLOSE_CLASS =
  '-mr-2 -mt-1 rounded p-2 text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary';

/** A dialog drawn with the page (NativeDialog.tsx, and the host's in services/catalog/fragments/): full screen on phones, centred above. */
export const NATIVE_DIALOG_CLASS =
  'm-0 h-full max-h-none max-w-none open:flex backdrop:bg-black/50 sm:m-auto sm:h-fit sm:max-h-[calc(100%-2rem)]';
