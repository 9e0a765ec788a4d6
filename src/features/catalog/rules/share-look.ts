/**
 * The share dialog's look and words (docs/routes-and-guards.md#modals), as the live dialog
 * (pages/ShareBody.tsx) and the one the host draws with the banker strip
 * (services/catalog/fragments/share-dialog.ts) show them: the same classes, so one takes over
 * from the other unseen.
 */
export const SHARE_CLASSES = {
  list: 'grid grid-cols-2 gap-3 sm:grid-cols-4',
  link: 'flex flex-col items-center gap-2 rounded-lg border border-gray-200 p-3 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary',
  icon: 'h-7 w-7',
  row: 'mt-5 flex flex-col gap-2 sm:flex-row',
  url: 'min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2 text-sm text-gray-800',
  status: 'mt-2 min-h-5 text-sm text-gray-700',
} as const;

export const SHARE_TEXTS = {
  title: 'Compartilhar',
  urlLabel: 'Endereço da loja',
  copy: 'Copiar link',
  copied: 'Link copiado!',
} as const;

/** Each network's 24x24 icon; e-mail's is stroked, the others filled. */
export const SHARE_ICONS: Record<string, string> = {
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z',
  linkedin:
    'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h4v2c.6-1.1 2-2.2 4-2.2 3.6 0 4 2.4 4 5.4V21h-4v-6c0-1.5 0-3.2-2-3.2s-2 1.5-2 3.1V21h-4z',
  whatsapp:
    'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm4.6 12.4c-.2.6-1.2 1.2-1.7 1.2-.4 0-1 .2-3.2-.7-2.7-1.1-4.4-3.9-4.5-4-.1-.2-1.1-1.4-1.1-2.7S6.8 7.3 7 7c.3-.3.6-.4.8-.4h.6c.2 0 .4 0 .6.5l.8 2c.1.1.1.3 0 .5l-.3.5-.4.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.6-.1 1.2z',
  email: 'M3 5h18v14H3zM3 5l9 8 9-8',
};
