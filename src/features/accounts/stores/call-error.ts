/**
 * How a failed account call reaches the modals (docs/validation-and-errors.md#error-catalogue): an
 * `AccountError` with the message to show. `accountCall` is the one place a failure is mapped.
 */

import { failureOf } from '../../../core/transport/call-failure.ts';

/** A failed account call with the message to show. */
export class AccountError extends Error {
  readonly body: unknown;
  readonly status: number | null;
  constructor(message: string, body: unknown = null, status: number | null = null) {
    super(message);
    this.name = 'AccountError';
    this.body = body;
    this.status = status;
  }
}

/** What a failure says: a fixed message, or one read from the answer's body (or a whole error of its own). */
export type AccountFailure = string | ((body: unknown) => string | AccountError);

/**
 * Runs an account call; a failure comes out as an `AccountError` carrying the message `failure`
 * gives, the answer's body and its status. An `AccountError` thrown inside passes as it is.
 */
export async function accountCall<T>(run: () => Promise<T>, failure: AccountFailure): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AccountError) throw error;
    const { body, status } = failureOf(error);
    const said = typeof failure === 'string' ? failure : failure(body);
    throw said instanceof AccountError ? said : new AccountError(said, body, status);
  }
}
