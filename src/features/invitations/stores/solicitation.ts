import { atom } from 'nanostores';
import { fetchProductAnswer } from '../../../core/context/catalog.ts';
import { $user, refreshOnLoad } from '../../../core/context/session.ts';
import { $pb } from '../../../core/context/store-context.ts';
import { openModal } from '../../../core/modals/modals.ts';
import { type SolicitationForm, solicitationBody } from '../../../core/products/solicitation-form.ts';
import { readStored, SESSION } from '../../../core/storage/session-table.ts';
import { failureOf } from '../../../core/transport/call-failure.ts';
import { clearInvitation, lookupInvitation } from './invitation.ts';
import { fetchSolicitation, SolicitationError, saveSolicitation } from './solicitation-save.ts';

/** The solicitation screen (docs/invitations.md#solicitation): which solicitation, its data, and sending it. */

export type SolicitationScreen =
  | { status: 'loading' }
  /** No invitation in this session. */
  | { status: 'none' }
  /** The visitor must log in first. */
  | { status: 'login' }
  | { status: 'failed' }
  | {
      status: 'ready';
      product: number;
      productTitle: string | null;
      bankerId: number;
      /** Data already in the solicitation (filled by the banker), or empty. */
      data: Record<string, unknown>;
      step: string | null;
    };

export const $solicitationScreen = atom<SolicitationScreen>({ status: 'loading' });

function errorText(error: unknown): string {
  if (error instanceof SolicitationError) return error.message;
  const { body } = failureOf(error);
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.detail === 'string') return record.detail;
    const first = Object.values(record)
      .flat()
      .find((value) => typeof value === 'string');
    if (typeof first === 'string') return first;
  }
  return 'Por favor, tente de novo.';
}

/** Loads the invitation of the session and its solicitation (to fill in the form). */
export async function loadSolicitationScreen(): Promise<void> {
  await refreshOnLoad();
  const id = readStored(SESSION.solicitationId);
  if (!id) {
    $solicitationScreen.set({ status: 'none' });
    return;
  }
  const user = $user.get();
  if (!user) {
    $solicitationScreen.set({ status: 'login' });
    return;
  }
  const lookup = await lookupInvitation(id);
  if (!lookup.ok) {
    $solicitationScreen.set({ status: 'failed' });
    return;
  }
  try {
    const [answer, product] = await Promise.all([
      fetchSolicitation(lookup.product, lookup.bankerId),
      fetchProductAnswer($pb.get() ?? '', lookup.product).catch(() => null),
    ]);
    $solicitationScreen.set({
      status: 'ready',
      product: lookup.product,
      productTitle: product?.title ?? null,
      bankerId: lookup.bankerId,
      data: answer?.solicitation ?? {},
      step: answer?.state.step ?? null,
    });
  } catch {
    $solicitationScreen.set({ status: 'failed' });
  }
}

/** Sends the form (docs/invitations.md#solicitation); sent or failed, the solicitation dialog tells. */
export async function sendSolicitation(form: SolicitationForm): Promise<void> {
  const screen = $solicitationScreen.get();
  const user = $user.get();
  if (screen.status !== 'ready' || !user) return;
  const ids = { customer: user.id, personal_banker: screen.bankerId, product: screen.product };
  try {
    const saved = await saveSolicitation(solicitationBody(form, ids));
    clearInvitation();
    openModal('solicitationDialog', { reviewed: saved.state.step === 'review' });
  } catch (error) {
    // An update error stays on the solicitation screen, with the dialog telling what failed.
    openModal('solicitationDialog', { error: errorText(error) });
  }
}
