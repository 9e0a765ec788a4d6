import {
  CLOSE_CLASS,
  HEADING_ROW_CLASS,
  NATIVE_DIALOG_CLASS,
  PANEL_CLASS,
  TITLE_CLASS,
  WIDTH_CLASS,
} from '../../../src/core/ui/dialog-look.ts';
import {
  FIRST_PAINT_SHARE_ID as ID,
  SHARE_COPIED_MARK,
  SHARE_COPY_MARK,
} from '../../../src/features/catalog/pages/host-share.ts';
import type { ShareLink } from '../../../src/features/catalog/rules/share-links.ts';
import {
  SHARE_CLASSES as C,
  SHARE_ICONS,
  SHARE_TEXTS,
} from '../../../src/features/catalog/rules/share-look.ts';
import { escapeHtml as e } from './html.ts';

/** The close icon, as src/core/ui/Icon.tsx draws it. */
const CLOSE_ICON =
  '<svg aria-hidden="true" viewBox="0 0 24 24" class="h-5 w-5" fill="none" stroke="currentColor" stroke-width="2"><path d="M6 6l12 12M18 6L6 18"></path></svg>';

function linkMarkup(link: ShareLink): string {
  const stroked = link.network === 'email';
  const target = link.popup ? ' target="_blank"' : '';
  const icon = `<svg aria-hidden="true" viewBox="0 0 24 24" class="${C.icon}" fill="${stroked ? 'none' : 'currentColor'}" stroke="${stroked ? 'currentColor' : 'none'}" stroke-width="2"><path d="${SHARE_ICONS[link.network]}"></path></svg>`;
  return `<li><a href="${e(link.href)}"${target} rel="noopener noreferrer" class="${C.link}">${icon}${e(link.label)}</a></li>`;
}

/**
 * The share dialog as src/core/ui/NativeDialog.tsx and src/features/catalog/pages/ShareBody.tsx
 * draw it, drawn by the host with the banker strip so its 'Compartilhar' opens it before any
 * script runs (docs/catalog-and-store.md#first-paint): the networks' links work as links, the
 * address can be selected, and 'Copiar link' is answered once the store page's scripts run
 * (src/features/catalog/pages/host-share.ts).
 */
export function shareDialogMarkup(url: string, links: ShareLink[]): string {
  const urlId = `${ID}-url`;
  return [
    `<dialog id="${ID}" aria-labelledby="${ID}-title" closedby="any" data-first-paint="true" class="${PANEL_CLASS} ${WIDTH_CLASS.share} ${NATIVE_DIALOG_CLASS}">`,
    `<div class="${HEADING_ROW_CLASS}"><h2 id="${ID}-title" class="${TITLE_CLASS}">${SHARE_TEXTS.title}</h2>`,
    `<button type="button" commandfor="${ID}" command="close" class="${CLOSE_CLASS}" aria-label="Fechar">${CLOSE_ICON}</button></div>`,
    `<ul class="${C.list}">${links.map(linkMarkup).join('')}</ul>`,
    `<div class="${C.row}"><label class="sr-only" for="${urlId}">${SHARE_TEXTS.urlLabel}</label>`,
    `<input id="${urlId}" readonly="" value="${e(url)}" class="${C.url}">`,
    `<button type="button" class="btn-primary" ${SHARE_COPY_MARK}="">${SHARE_TEXTS.copy}</button></div>`,
    `<p role="status" class="${C.status}"><span ${SHARE_COPIED_MARK}="" hidden="">${SHARE_TEXTS.copied}</span></p>`,
    '</dialog>',
  ].join('');
}
