/** The banker profile as the browsing screens show it (docs/catalog-and-store.md#banker-profile). */

import { digitsOf } from '../format/digits.ts';

export const MISSING_CITY = 'Cidade não definida.';

/** 'Porto Alegre - RS', or the documented text when the city is missing. */
export function cityLabel(
  address: { city: { name: string } | null; state: { slug: string } | null } | null,
): string {
  const city = address?.city?.name?.trim();
  if (!city) return MISSING_CITY;
  const state = address?.state?.slug;
  return state ? `${city} - ${state}` : city;
}

/** Contact types of a banker (docs/catalog-and-store.md#banker-profile). */
export const CONTACT_TYPES: Record<number, string> = {
  1: 'WhatsApp',
  2: 'Facebook',
  3: 'Instagram',
  4: 'LinkedIn',
};

/** A WhatsApp chat link for a Brazilian number (country code added when missing). */
export function whatsappHref(phone: string): string {
  const digits = digitsOf(phone);
  return `https://wa.me/${digits.startsWith('55') && digits.length > 11 ? digits : `55${digits}`}`;
}

/** A link for a contact value by type; null when the type is unknown. */
export function contactHref(type: number, value: string): string | null {
  const v = value.trim();
  if (/^https?:\/\//.test(v)) return v;
  const handle = v.replace(/^@/, '');
  switch (type) {
    case 1:
      return whatsappHref(v);
    case 2:
      return `https://www.facebook.com/${handle}`;
    case 3:
      return `https://www.instagram.com/${handle}`;
    case 4:
      return `https://www.linkedin.com/${handle.startsWith('in/') ? handle : `in/${handle}`}`;
    default:
      return null;
  }
}

/** The known contacts, in type order 1 to 4. */
export function profileContacts(
  contacts: readonly { value: string; contact_type: { id: number } }[],
): { type: number; label: string; value: string; href: string }[] {
  return contacts
    .filter((c) => CONTACT_TYPES[c.contact_type.id] !== undefined)
    .map((c) => ({
      type: c.contact_type.id,
      label: CONTACT_TYPES[c.contact_type.id] as string,
      value: c.value,
      href: contactHref(c.contact_type.id, c.value) as string,
    }))
    .sort((a, b) => a.type - b.type);
}

/** The WhatsApp number of a banker: the WhatsApp contact, else the principal contact. */
export function whatsappOf(person: {
  principal_contact: string | null;
  contacts: readonly { value: string; contact_type: { id: number } }[];
}): string | null {
  return person.contacts.find((c) => c.contact_type.id === 1)?.value ?? person.principal_contact ?? null;
}
