import { atom } from 'nanostores';
import { refreshOnLoad } from '../../../core/context/session.ts';
import { call } from '../../../core/transport/api.ts';
import { latestLoad } from '../../../core/transport/latest-load.ts';
import type {
  CommissionsAnswer,
  DeskNoteAnswer,
  DeskRequestAnswer,
  DeskTemplatesAnswer,
  PipelineAnswer,
  PipelineColumnAnswer,
} from '../contract/desk.ts';
import type { RequestRef } from '../contract/request-kinds.ts';
import { REQUESTS_ROUTES } from '../contract/requests-routes.ts';
import type { ContactChannel, ContactTemplateKey } from '../rules/contact-templates.ts';
import type { RequestStatus } from '../rules/request-status.ts';
import type { LeveledStatus } from '../rules/service-levels.ts';
import { failureText, type RequestsStatus } from './requests.ts';

/**
 * The banker's desk (docs/desk.md): the pipeline with its filters, the request open in the
 * dialog, and the commissions. Every list is paged and filtered on the server.
 */

/** What the banker chose in the filters; empty strings are 'all'. */
export interface DeskFilter {
  search: string;
  family: string;
  institution: string;
  from: string;
  to: string;
}

export const NO_FILTER: DeskFilter = { search: '', family: '', institution: '', from: '', to: '' };

export const $deskFilter = atom<DeskFilter>(NO_FILTER);
export const $pipeline = atom<PipelineAnswer | null>(null);
export const $pipelineStatus = atom<RequestsStatus>('loading');
/** Why the pipeline did not load: the services' pt-BR reason (a period out of order) or the general one. */
export const $pipelineFailure = atom('');
/** A status whose next page is on its way. */
export const $columnLoading = atom<RequestStatus | null>(null);

export const $openRequest = atom<RequestRef | null>(null);
export const $deskRequest = atom<DeskRequestAnswer | null>(null);
export const $deskRequestStatus = atom<RequestsStatus>('loading');

export const $commissions = atom<CommissionsAnswer | null>(null);
export const $commissionsStatus = atom<RequestsStatus>('loading');

let bankerId: number | null = null;
const readPipeline = latestLoad({ answer: $pipeline, status: $pipelineStatus, failure: $pipelineFailure });

/** The filter as the query of the pipeline's call: only what was chosen. */
function queryOf(filter: DeskFilter, extra: Record<string, string> = {}): Record<string, string> {
  const entries = Object.entries({ ...filter, search: filter.search.trim(), ...extra });
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}

/** Reads the pipeline again for the filter in force; a later ask wins over an earlier one. */
export async function loadPipeline(): Promise<void> {
  if (bankerId === null) return;
  const banker = bankerId;
  await readPipeline(() =>
    call(REQUESTS_ROUTES.deskPipeline, { params: { banker }, query: queryOf($deskFilter.get()) }),
  );
}

export function setDeskFilter(next: Partial<DeskFilter>): void {
  $deskFilter.set({ ...$deskFilter.get(), ...next });
  void loadPipeline();
}

/** Adds the next page of one column under the cards it shows. */
export async function loadMoreOf(column: PipelineColumnAnswer): Promise<void> {
  if (bankerId === null) return;
  $columnLoading.set(column.status);
  try {
    const answer = await call(REQUESTS_ROUTES.deskPipeline, {
      params: { banker: bankerId },
      query: queryOf($deskFilter.get(), { status: column.status, page: String(column.page + 1) }),
    });
    const next = answer.columns[0];
    const current = $pipeline.get();
    if (!next || !current) return;
    $pipeline.set({
      ...current,
      columns: current.columns.map((item) =>
        item.status === column.status ? { ...next, cards: [...item.cards, ...next.cards] } : item,
      ),
    });
  } catch (failure) {
    $pipelineFailure.set(failureText(failure));
    $pipelineStatus.set('failed');
  } finally {
    $columnLoading.set(null);
  }
}

async function readOpenRequest(): Promise<void> {
  const open = $openRequest.get();
  if (!open || bankerId === null) return;
  $deskRequestStatus.set('loading');
  try {
    const answer = await call(REQUESTS_ROUTES.deskRequest, { params: { banker: bankerId, ...open } });
    if ($openRequest.get() !== open) return;
    $deskRequest.set(answer);
    $deskRequestStatus.set('ready');
  } catch {
    if ($openRequest.get() === open) $deskRequestStatus.set('failed');
  }
}

/** Opens a request in the desk's dialog. */
export function openDeskRequest(request: RequestRef | null): void {
  $openRequest.set(request);
  $deskRequest.set(null);
  if (request) void readOpenRequest();
}

/** After a status change: the dialog and the pipeline read what the services now hold. */
export async function afterStatusChange(): Promise<void> {
  await Promise.all([readOpenRequest(), loadPipeline()]);
}

/** A private note on the open request or its customer; with `remindAt`, a reminder. Throws the refusal. */
export async function addDeskNote(note: {
  about: 'request' | 'customer';
  body: string;
  remindAt: string | null;
}): Promise<DeskNoteAnswer> {
  const open = $openRequest.get();
  if (!open) throw new Error('no request is open');
  const added = await call(REQUESTS_ROUTES.addDeskNote, {
    params: open,
    body: { about: note.about, body: note.body, remind_at: note.remindAt },
  });
  const current = $deskRequest.get();
  if (current && $openRequest.get() === open)
    $deskRequest.set({ ...current, notes: [added, ...current.notes] });
  // A reminder already due heads the pipeline at once.
  if (added.remind_at) void loadPipeline();
  return added;
}

/**
 * Prepares a message and records the contact; returns the `wa.me` or `mailto:` address to open.
 * Throws the refusal (no phone for WhatsApp).
 */
export async function contactCustomer(
  channel: ContactChannel,
  template: ContactTemplateKey,
): Promise<string> {
  const open = $openRequest.get();
  if (!open) throw new Error('no request is open');
  const answer = await call(REQUESTS_ROUTES.contactCustomer, { params: open, body: { channel, template } });
  const current = $deskRequest.get();
  if (current && $openRequest.get() === open)
    $deskRequest.set({ ...current, contacts: [answer.contact, ...current.contacts] });
  return answer.href;
}

/** The store's contact templates, read when their form opens. */
export async function loadTemplates(): Promise<DeskTemplatesAnswer | null> {
  if (bankerId === null) return null;
  return call(REQUESTS_ROUTES.deskTemplates, { params: { banker: bankerId } });
}

/** Keeps the store's own texts (null: the starting text); answers the templates in force. Throws the refusal. */
export async function saveTemplates(
  templates: { key: ContactTemplateKey; body: string | null }[],
): Promise<DeskTemplatesAnswer | null> {
  if (bankerId === null) return null;
  return call(REQUESTS_ROUTES.setDeskTemplates, { params: { banker: bankerId }, body: { templates } });
}

/** Keeps the store's own service levels, then reads the pipeline again (its late counts change). Throws the refusal. */
export async function saveServiceLevels(
  levels: { status: LeveledStatus; business_days: number }[],
): Promise<void> {
  if (bankerId === null) return;
  await call(REQUESTS_ROUTES.setServiceLevels, { params: { banker: bankerId }, body: { levels } });
  await loadPipeline();
}

/** Marks a due reminder done: it leaves the list at once, and stays there if the services refuse. Throws the refusal. */
export async function markReminderDone(id: number): Promise<void> {
  if (bankerId === null) return;
  await call(REQUESTS_ROUTES.markReminderDone, { params: { banker: bankerId, id } });
  const current = $pipeline.get();
  if (current) $pipeline.set({ ...current, reminders: current.reminders.filter((item) => item.id !== id) });
}

export async function loadCommissions(): Promise<void> {
  if (bankerId === null) return;
  $commissionsStatus.set('loading');
  try {
    $commissions.set(await call(REQUESTS_ROUTES.deskCommissions, { params: { banker: bankerId } }));
    $commissionsStatus.set('ready');
  } catch {
    $commissionsStatus.set('failed');
  }
}

/**
 * Opens the desk of the banker `id`: the pipeline, the commissions, and the request a notice mail
 * linked to, once `free` says nothing else asks first (the cookie banner: a modal dialog would
 * leave it out of reach).
 */
export async function startDesk(
  id: number,
  linked: RequestRef | null,
  free: () => Promise<void> = async () => undefined,
): Promise<void> {
  // The page load swaps the stored token first: a call made before would carry the old one.
  await refreshOnLoad();
  bankerId = id;
  if (linked) void free().then(() => openDeskRequest(linked));
  await Promise.all([loadPipeline(), loadCommissions()]);
}
