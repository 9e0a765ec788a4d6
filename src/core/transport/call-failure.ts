/** The failure body and status of an ofetch error (or of anything thrown). */
export function failureOf(error: unknown): { body: unknown; status: number | null } {
  const e = error as { data?: unknown; status?: number; statusCode?: number };
  return { body: e?.data ?? null, status: e?.status ?? e?.statusCode ?? null };
}
