import type { VisitorState } from '../../../core/products/product-rules.ts';
import { readStored, SESSION } from '../../../core/storage/session-table.ts';

/**
 * What the request flow reads of the visitor (docs/ordering.md#requesting-a-product). `loggedIn`:
 * the flow passes the session's user ($user); the product page's first load, which does not carry
 * the session's code, reads the cookie $user starts from and is kept in.
 */
export function visitorContext(loggedIn = readStored(SESSION.userCookie) !== null): VisitorState {
  // The e-mail check let a visitor continue with a kept e-mail (tempEmail, docs/accounts.md#e-mail-check).
  return { loggedIn, tempEmail: readStored(SESSION.checkedEmail) !== null };
}
