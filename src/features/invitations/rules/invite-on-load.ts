import { CONSORTIUM_IDS } from '../../../core/products/product-rules.ts';

/**
 * What a page does on load with the invitation links' session keys (docs/routes-and-guards.md#guards, docs/accounts.md#forgot-password, docs/invitations.md#invitation-and-authorization), as
 * pure functions: the shell's store carries out the steps and calls the next function with the
 * answer it got.
 */

/** The session keys and the visitor as the page finds them. */
export interface OnLoadInput {
  invite: boolean;
  report: boolean;
  confirm: boolean;
  review: boolean;
  solicitationId: string | null;
  /** The token of the confirm link. */
  confirmToken: string | null;
  /** 'true' or 'false' from the link's `user` (or `review`) query. */
  userExists: string | null;
  /** `?q=`: a stored token and the forced password change. */
  forceChangePassword: boolean;
  storedToken: string | null;
  /** `?newuser`. */
  forceNewAccount: boolean;
  /** The logged user's e-mail, if any. */
  userEmail: string | null;
  /** Whether the page is a product page. */
  onProductPage: boolean;
}

export type OnLoadStart =
  | { kind: 'none' }
  /** Load the e-mail of the stored solicitation first (GET solicitation/handler/{id}/). */
  | { kind: 'lookup'; id: string }
  /** The forgot modal at step 2 'Cadastre sua senha' with the stored token. */
  | { kind: 'forcedPassword' }
  | { kind: 'newAccount' };

export function onLoadStart(input: OnLoadInput): OnLoadStart {
  if ((input.invite || input.report || input.confirm) && input.solicitationId) {
    if (input.confirm && !input.confirmToken) return { kind: 'none' };
    return { kind: 'lookup', id: input.solicitationId };
  }
  if (input.forceChangePassword && input.storedToken) return { kind: 'forcedPassword' };
  if (input.forceNewAccount && !input.userEmail) return { kind: 'newAccount' };
  return { kind: 'none' };
}

/** The e-mail lookup's answer: the invitation, or a failure. */
export type LookupResult =
  | { ok: true; email: string | null; product: number; bankerId: number }
  | { ok: false };

export type AfterLookup =
  /** Unknown solicitation or a failed call: the not-found modal. */
  | { kind: 'notFound' }
  /** The solicitation has no invite e-mail: the banker-not-found modal. */
  | { kind: 'bankerNotFound' }
  | { kind: 'report' }
  | { kind: 'confirm' }
  /** Review with the invited user already logged in. */
  | { kind: 'solicitation' }
  /** Consortium invitations continue on the product's page. */
  | { kind: 'productPage'; product: number }
  /** Log out, then the invited new account or the 'Olá!' login, with the e-mail locked. */
  | { kind: 'identify'; modal: 'newAccount' | 'logIn'; email: string };

export function afterLookup(input: OnLoadInput, lookup: LookupResult): AfterLookup {
  if (!lookup.ok) return { kind: 'notFound' };
  if (!lookup.email) return { kind: 'bankerNotFound' };
  if (input.report) return { kind: 'report' };
  if (input.confirm) return { kind: 'confirm' };
  if (input.review && input.userEmail === lookup.email) return { kind: 'solicitation' };
  if (CONSORTIUM_IDS.includes(lookup.product) && !input.onProductPage)
    return { kind: 'productPage', product: lookup.product };
  return {
    kind: 'identify',
    modal: input.userExists === 'false' ? 'newAccount' : 'logIn',
    email: lookup.email,
  };
}

/** The message the services answer when a solicitation was already confirmed. */
export const ALREADY_DONE = 'Solicitação já concluída';

/** After confirming: the solicitation dialog, 'Sua solicitação já foi enviada!' or not-found. */
export function afterConfirm(
  result: { ok: true } | { ok: false; detail: string | null },
): 'solicitationDialog' | 'solicitationAlreadyConfirmed' | 'notFound' {
  if (result.ok) return 'solicitationDialog';
  return result.detail === ALREADY_DONE ? 'solicitationAlreadyConfirmed' : 'notFound';
}

/** After reporting: the report modal, or not-found when it failed. */
export function afterReport(ok: boolean): 'reportSolicitation' | 'notFound' {
  return ok ? 'reportSolicitation' : 'notFound';
}
