import { atom } from 'nanostores';
import { env } from '../../../core/browser/environment.ts';
import { fetchProductAnswer } from '../../../core/context/catalog.ts';
import { $user, forgetUser, setUser } from '../../../core/context/session.ts';
import { $banker, $pb } from '../../../core/context/store-context.ts';
import { AUTH_ROUTES } from '../../../core/contract/auth-routes.ts';
import { clearModals, closeModal, openModal } from '../../../core/modals/modals.ts';
import { currentRoute, pathFor } from '../../../core/routes/route-table.ts';
import {
  clearSession,
  forgetStored,
  holdSession,
  isFlagged,
  readStored,
  SESSION,
  writeStored,
} from '../../../core/storage/session-table.ts';
import { call } from '../../../core/transport/api.ts';
import { failureOf } from '../../../core/transport/call-failure.ts';
import { $token } from '../../../core/transport/token.ts';
import { INVITATIONS_ROUTES } from '../contract/invitations-routes.ts';
import {
  afterConfirm,
  afterLookup,
  afterReport,
  type LookupResult,
  type OnLoadInput,
  onLoadStart,
} from '../rules/invite-on-load.ts';

/**
 * The customer's side of an invitation (docs/invitations.md#invitation-and-authorization): what the page does on load with the keys the
 * convite, report-invite and confirm links stored, `?q=` and `?newuser` (docs/routes-and-guards.md#guards, docs/accounts.md#forgot-password), and the
 * authorization the customer gives the inviting banker. Its next pages are left for through
 * `env().navigate`, which waits for the session's token swap (src/core/browser/leaving.ts).
 */

/** The invitation being followed, once its e-mail lookup answered. */
export interface Invitation {
  id: string;
  email: string | null;
  product: number;
  bankerId: number;
}

export const $invitation = atom<Invitation | null>(null);

/**
 * Routes where the flow does not run: the links only store their keys and go home, and the
 * solicitation screen is where the flow leads.
 */
const SKIPPED_ROUTES = new Set(['invite', 'report', 'confirm', 'solicitation']);

function routeName(): string | null {
  return currentRoute(env().location())?.name ?? null;
}

export function clearInvitation(): void {
  clearSession('invitationDone');
  $invitation.set(null);
}

function currentInput(): OnLoadInput {
  return {
    invite: isFlagged(SESSION.invitation),
    report: isFlagged(SESSION.reportLink),
    confirm: isFlagged(SESSION.confirmLink),
    review: isFlagged(SESSION.invitationReview),
    solicitationId: readStored(SESSION.solicitationId),
    confirmToken: readStored(SESSION.solicitationToken),
    userExists: readStored(SESSION.invitedUserExists),
    forceChangePassword: isFlagged(SESSION.forcePasswordChange),
    storedToken: readStored(SESSION.passwordToken),
    forceNewAccount: isFlagged(SESSION.newAccount),
    userEmail: $user.get()?.email ?? null,
    onProductPage: routeName() === 'product',
  };
}

/** The invite e-mail lookup (no token: the id comes from the link). */
export async function lookupInvitation(id: string): Promise<LookupResult> {
  try {
    const answer = await call(INVITATIONS_ROUTES.solicitationByKey, { params: { key: id } });
    $invitation.set({
      id: answer.id,
      email: answer.invite_customer_email,
      product: answer.product,
      bankerId: answer.personal_banker,
    });
    return {
      ok: true,
      email: answer.invite_customer_email,
      product: answer.product,
      bankerId: answer.personal_banker,
    };
  } catch {
    return { ok: false };
  }
}

/** Logs out for the invited person, keeping the invitation's keys (docs/invitations.md#invitation-and-authorization). */
async function signOutForInvite(): Promise<void> {
  const restoreInvitation = holdSession('invitationDone');
  if ($token.get()) {
    await call(AUTH_ROUTES.logout).catch(() => undefined);
  }
  if ($user.get() || $token.get()) forgetUser();
  restoreInvitation();
}

async function confirmInvitation(id: string): Promise<void> {
  const token = readStored(SESSION.solicitationToken) ?? '';
  let result: { ok: true } | { ok: false; detail: string | null };
  try {
    await call(INVITATIONS_ROUTES.solicitationConfirm, { body: { solicitation: id, token } });
    result = { ok: true };
  } catch (error) {
    const { body } = failureOf(error);
    const detail = (body as { detail?: unknown } | null)?.detail;
    result = { ok: false, detail: typeof detail === 'string' ? detail : null };
  }
  clearInvitation();
  const modal = afterConfirm(result);
  if (modal === 'solicitationDialog') openModal('solicitationDialog', { reviewed: true });
  else openModal(modal);
}

async function reportInvitation(id: string): Promise<void> {
  let ok = true;
  try {
    await call(INVITATIONS_ROUTES.solicitationReport, { body: { solicitation: id } });
  } catch {
    ok = false;
  }
  forgetStored(SESSION.reportLink);
  openModal(afterReport(ok));
}

async function goToProductPage(product: number): Promise<void> {
  const pb = $pb.get();
  if (!pb) return;
  try {
    const answer = await fetchProductAnswer(pb, product);
    env().navigate(pathFor('product', { pb, group: answer.family_slug, product }));
  } catch {
    openModal('notFound');
  }
}

/** Runs the invitation flow of the stored keys (docs/invitations.md#invitation-and-authorization). */
export async function followInvitation(): Promise<void> {
  const input = currentInput();
  const start = onLoadStart(input);
  if (start.kind === 'forcedPassword') {
    openModal('forgot', { step: 2, forced: true });
    return;
  }
  if (start.kind === 'newAccount') {
    forgetStored(SESSION.newAccount);
    openModal('newAccount');
    return;
  }
  if (start.kind !== 'lookup') return;
  const next = afterLookup(input, await lookupInvitation(start.id));
  switch (next.kind) {
    case 'notFound':
    case 'bankerNotFound':
      clearInvitation();
      openModal('notFound');
      return;
    case 'report':
      await reportInvitation(start.id);
      return;
    case 'confirm':
      await confirmInvitation(start.id);
      return;
    case 'solicitation': {
      const pb = $pb.get();
      if (pb) env().navigate(pathFor('solicitation', { pb }));
      return;
    }
    case 'productPage':
      await goToProductPage(next.product);
      return;
    case 'identify':
      await signOutForInvite();
      if (next.modal === 'newAccount') openModal('newAccount', { invited: true, email: next.email });
      else openModal('logIn', { authorization: true, email: next.email });
      return;
  }
}

/** Runs once per page, off the skipped routes. */
export function startInvitationFlow(): void {
  if (SKIPPED_ROUTES.has(routeName() ?? '')) return;
  void followInvitation();
}

// ---- the report modal (docs/routes-and-guards.md#modals) ----

/** 'Fechar': forgets the invitation. */
export function closeReport(): void {
  clearInvitation();
  closeModal('reportSolicitation');
}

/** 'Continuar a receber e-mails': the invitation flow starts again. */
export function keepInvitation(): void {
  forgetStored(SESSION.reportLink);
  writeStored(SESSION.invitation, true);
  clearModals();
  void followInvitation();
}

// ---- the authorization modal (docs/invitations.md#invitation-and-authorization) ----

/** The banker being authorised: the invitation's, else the visited store's. */
export function invitingBankerId(): number | null {
  return $invitation.get()?.bankerId ?? $banker.get()?.person.id ?? null;
}

/**
 * Posts the customer's choice for the inviting banker (and the invitation's solicitation).
 * 'Prefer to fill in myself' goes on to the solicitation screen; 'let my banker fill it' stays
 * for step 2 'Confirmado!'.
 */
export async function chooseAuthorization(authorized: boolean): Promise<void> {
  const bankerId = invitingBankerId();
  if (bankerId === null) throw new Error('no banker');
  const solicitation = readStored(SESSION.solicitationId) ?? undefined;
  await call(INVITATIONS_ROUTES.solicitationAuthorize, {
    body: { personal_banker: bankerId, authorized, ...(solicitation ? { solicitation } : {}) },
  });
  writeStored(SESSION.bankerAuthorized, authorized);
  const user = $user.get();
  if (user) {
    const others = user.authorization_info.filter((info) => info.personal_banker.id !== bankerId);
    setUser({
      ...user,
      authorization_info: [...others, { personal_banker: { id: bankerId }, authorized }],
    });
  }
  if (!authorized) {
    closeModal('authorization');
    const pb = $pb.get();
    if (pb) env().navigate(pathFor('solicitation', { pb }));
  }
}

/**
 * Closing step 2: the banker takes it from here. A review invitation goes on to the solicitation
 * screen, where the customer checks what the banker filled in; otherwise the invitation is done.
 */
export function finishAuthorization(): void {
  closeModal('authorization');
  const pb = $pb.get();
  if (isFlagged(SESSION.invitationReview) && readStored(SESSION.bankerAuthorized) === true && pb) {
    env().navigate(pathFor('solicitation', { pb }));
    return;
  }
  clearInvitation();
}
