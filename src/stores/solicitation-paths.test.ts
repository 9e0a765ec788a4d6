import { describe, expect, it } from 'vitest';
import { checkoutEndpoints, SOLICITATION_PATHS } from '../api/checkout.ts';
import { SOLICITATION_CALLS, solicitationByKey } from './solicitation-paths.ts';

describe('solicitation call paths', () => {
  it('match the contract', () => {
    expect(SOLICITATION_CALLS.handler).toBe(checkoutEndpoints.solicitationCreate.path);
    expect(SOLICITATION_CALLS.invite).toBe(checkoutEndpoints.solicitationInvite.path);
    expect(SOLICITATION_CALLS.invitations).toBe(checkoutEndpoints.solicitationInvitations.path);
    expect(SOLICITATION_CALLS.review).toBe(checkoutEndpoints.solicitationReview.path);
    expect(SOLICITATION_CALLS.report).toBe(checkoutEndpoints.solicitationReport.path);
    expect(SOLICITATION_CALLS.confirm).toBe(checkoutEndpoints.solicitationConfirm.path);
    expect(SOLICITATION_CALLS.authorize).toBe(checkoutEndpoints.solicitationAuthorize.path);
    expect(solicitationByKey(121)).toBe(SOLICITATION_PATHS.byKey(121));
  });
});
