/**
 * What the invitations feature offers the others (docs/maintaining.md#feature-walls): the banker's invitations and their table rows, the invitation being
 * answered, and saving a solicitation.
 */
export { INVITATION_ACCESS, type InvitationTableRow } from './rules/invitation-status.ts';
export { $invitation } from './stores/invitation.ts';
export {
  $invitationRows,
  EMPTY_INVITE,
  InviteError,
  type InviteForm,
  loadInvitations,
  sendInvitation,
} from './stores/invitations.ts';
export { SolicitationError, saveSolicitation } from './stores/solicitation-save.ts';
