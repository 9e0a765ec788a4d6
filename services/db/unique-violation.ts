/**
 * The constraint a PostgreSQL unique violation (23505) names, '' when it names none, or null when
 * the error is not one. Drizzle wraps the driver's error, so its `cause` is read too.
 */
export function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  if (code !== '23505') return null;
  return e.constraint ?? e.cause?.constraint ?? '';
}
