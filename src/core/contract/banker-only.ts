import { SHARED_MSG } from './shared-messages.ts';

// Apart from ./endpoint.ts, which every store page's first load carries: only the banker's
// contracts read this, and its messages.
/**
 * What a call only a store's banker may make declares: the token is required, anyone else is
 * refused, and its failures are the given ones beside the 401 without a token and the 403 for
 * another logged user.
 */
export function bankerOnly<const E extends Record<number, string> = Record<never, string>>(errors?: E) {
  return {
    auth: 'required',
    role: 'banker',
    errors: { 401: SHARED_MSG.unauthenticated, 403: SHARED_MSG.forbidden, ...errors },
  } as const;
}
