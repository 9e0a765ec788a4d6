import type { LoadFailure, LoadOutcome } from '../context/load-rules.ts';

/** What a failed ofetch call carried: its status (0 without an answer) and the answer's `detail`. */
export function toLoadFailure(error: unknown): LoadFailure {
  const e = error as { status?: number; statusCode?: number; data?: { detail?: unknown } } | null;
  const status = e?.status ?? e?.statusCode ?? 0;
  const detail = typeof e?.data?.detail === 'string' ? e.data.detail : null;
  return { status, detail };
}

/** What a screen says when a call failed without a reason of the services'. */
export const CALL_FAILED = 'Não foi possível concluir agora. Tente de novo em instantes.';

/** The services' pt-BR reason of a refused call, or the general one. */
export const failureText = (error: unknown): string => toLoadFailure(error).detail ?? CALL_FAILED;

/** A load's answer, or what its failure carried. */
export async function settle<T>(promise: Promise<T>): Promise<LoadOutcome<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, failure: toLoadFailure(error) };
  }
}
