/** Text substitutions of the browsing screens (docs/catalog-and-store.md#home, docs/catalog-and-store.md#product-page, docs/validation-and-errors.md#error-catalogue). */

/** The store's home as its trails, menu, heading and tab title name it. */
export const HOME_LABEL = 'Início';

/** Fills every `{pb}` placeholder of a banner link with the banker slug. */
export function replacePb(link: string, pb: string): string {
  return link.replaceAll('{pb}', pb);
}

export interface BankerTitle {
  singular: string;
  plural: string;
}

/**
 * The catalog speaks of 'Personal Banker'; each brand has its own title. The plural goes first
 * so 'Personal Bankers' becomes the brand's plural rather than its singular plus an 's'.
 */
export function replaceBankerTitle(text: string, title: BankerTitle): string {
  return text.replaceAll('Personal Bankers', title.plural).replaceAll('Personal Banker', title.singular);
}

/** The banker-not-found message (docs/validation-and-errors.md#error-catalogue). */
export function notFoundMessage(occupation: string): string {
  return `Entre em contato com seu ${occupation} para mais informações.`;
}

/** The mobile title of the profile strip (docs/catalog-and-store.md#header-footer-and-cookies). */
export function storeOfLabel(nickname: string): string {
  return `Loja de ${nickname}`;
}

/** The name a banker goes by: the nickname, else the full name. */
export function displayName(person: { nickname: string | null; full_name: string }): string {
  return person.nickname?.trim() || person.full_name;
}

/** Initials of a name (its first two words), for a person without a photo. */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
