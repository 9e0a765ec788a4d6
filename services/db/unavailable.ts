/**
 * Errors that say the database cannot be reached, not that a statement is wrong: SQLSTATE class 08
 * (connection exception), 57P01–57P03 (the server terminated the backend, is shutting down or
 * not accepting connections yet), "database is not currently accepting connections" (55000 at
 * connect), and the driver's own network and connect-timeout errors. Drizzle wraps the driver's
 * error in `cause`.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'is not currently accepting connections',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (code.startsWith('08') || /^57P0[123]$/.test(code) || NETWORK_CODES.has(code))
    )
      return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
