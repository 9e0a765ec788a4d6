import {
  STRIP_CLASSES as C,
  STRIP_PHOTO_SIZE as SIZE,
  STRIP_ACTIONS,
  STRIP_LABEL,
} from '../../../src/core/brand/profile-strip-classes.ts';
import type { Chrome } from '../../../src/core/brand/white-label.ts';
import { displayName, initialsOf, storeOfLabel } from '../../../src/core/context/banker-text.ts';
import type { BankerProfileAnswer } from '../../../src/core/contract/auth.ts';
import { FIRST_PAINT_SHARE_ID } from '../../../src/features/catalog/pages/host-share.ts';
import { escapeHtml as e } from './html.ts';

/** The banker's photo, or their initials, as src/core/ui/Avatar.tsx draws them. */
function avatarMarkup(photo: string | null, name: string): string {
  const box = `width:${SIZE}px;height:${SIZE}px`;
  if (photo)
    return `<img src="${e(photo)}" alt="" width="${SIZE}" height="${SIZE}" class="shrink-0 rounded-full object-cover" style="${box}">`;
  return `<span aria-hidden="true" class="flex shrink-0 items-center justify-center rounded-full bg-primary font-bold text-on-primary" style="${box};font-size:${SIZE / 2.6}px">${e(initialsOf(name))}</span>`;
}

/**
 * The banker strip under the header as src/app/layout/ProfileStrip.tsx draws it once the banker
 * has arrived: photo, name, occupation, contacts, 'Ver perfil' (not on a white-label store) and
 * 'Compartilhar', which opens the share dialog drawn beside it (./share-dialog.ts) by `command`.
 */
export function stripMarkup(
  person: BankerProfileAnswer['person'],
  chrome: Chrome,
  profileHref: string,
): string {
  const name = displayName(person);
  const contact = person.principal_contact
    ? `<span class="truncate">${e(person.principal_contact)}</span>`
    : '';
  const profile = chrome.whitelabel
    ? ''
    : `<a class="btn-outline" href="${e(profileHref)}">${STRIP_ACTIONS.profile}</a>`;
  return [
    `<section aria-label="${STRIP_LABEL}" class="${C.section}" data-fragment="strip"><div class="${C.row}">`,
    avatarMarkup(person.photo, name),
    `<div class="${C.who}"><p class="${C.name}"><span class="sm:hidden">${e(storeOfLabel(name))}</span><span class="max-sm:hidden">${e(name)}</span></p>`,
    `<p class="${C.occupation}">${e(chrome.occupation.singular)}</p></div>`,
    `<div class="${C.contacts}">${contact}<a class="${C.email}" href="mailto:${e(person.email)}">${e(person.email)}</a></div>`,
    `<div class="${C.actions}">${profile}<button type="button" class="btn-primary" commandfor="${FIRST_PAINT_SHARE_ID}" command="show-modal">${STRIP_ACTIONS.share}</button></div>`,
    '</div></section>',
  ].join('');
}
