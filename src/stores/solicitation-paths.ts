/**
 * Paths of the solicitation calls as the contract in `src/api/checkout.ts` writes them (a unit
 * test keeps them equal), kept as strings so islands do not ship the schemas.
 */
export const SOLICITATION_CALLS = {
  handler: 'solicitation/handler/',
  invite: 'solicitation/handler/invite/',
  invitations: 'solicitation/handler/invite/',
  review: 'solicitation/handler/invite/review/',
  report: 'solicitation/handler/invite/report/',
  confirm: 'solicitation/handler/invite/confirm/',
  authorize: 'solicitation/handler/invite/authorize/',
} as const;

/** GET with a product id (the user's solicitation) or a solicitation id (invite e-mail lookup). */
export const solicitationByKey = (key: number | string): string => `solicitation/handler/${key}/`;
