import { PERSON_TYPE } from '../../../core/format/person-types.ts';

/** Entries of the user menu (docs/catalog-and-store.md#header-footer-and-cookies, docs/accounts.md#roles-and-permissions). */
export type UserMenuEntry = 'analytics' | 'editUser' | 'myRequests' | 'myData' | 'customerArea' | 'logout';

export const USER_MENU_LABELS: Record<UserMenuEntry, string> = {
  analytics: 'Analytics',
  editUser: 'Dados Cadastrais',
  myRequests: 'Minhas solicitações',
  myData: 'Meus dados',
  customerArea: 'Área do cliente',
  logout: 'Sair',
};

/**
 * Analytics only for bankers (person_type 0), Dados Cadastrais for everyone but customers
 * (person_type 1), who get 'Minhas solicitações' (their requests and each one's timeline) and
 * 'Meus dados' (their consents and data, LGPD art. 18) instead; Área do
 * cliente only where the brand has a customer area (offices), Sair always.
 */
export function userMenuEntries(personType: number, customerAreaUrl: string | null): UserMenuEntry[] {
  const entries: UserMenuEntry[] = [];
  if (personType === PERSON_TYPE.banker) entries.push('analytics');
  if (personType === PERSON_TYPE.customer) entries.push('myRequests', 'myData');
  else entries.push('editUser');
  if (customerAreaUrl) entries.push('customerArea');
  entries.push('logout');
  return entries;
}

/** What the header button shows: 'Entrar', or the nickname (else the full name) once logged in. */
export function authButtonLabel(user: { nickname: string | null; full_name: string } | null): string {
  if (!user) return 'Entrar';
  return user.nickname?.trim() || user.full_name;
}
