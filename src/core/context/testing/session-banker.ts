import type { SessionUser } from '../session.ts';

/** The demo banker as the session keeps her, with only what the banker's own screens read. */
export const SESSION_BANKER = {
  id: 1001,
  full_name: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  person_type: 0,
} as SessionUser;
