import { atom } from 'nanostores';
import { env } from '../../../core/browser/environment.ts';
import { fetchProductAnswer } from '../../../core/context/catalog.ts';
import { CONSORTIUM_MESSAGES } from '../../../core/contract/credit-messages.ts';
import { localToday, offerValidUntil } from '../../../core/products/offer-terms.ts';
import { call } from '../../../core/transport/api.ts';
import { countSimulation } from '../../funnel/count-event.ts';
import type { openOrder } from '../../ordering/stores/order.ts';
import { SIMULATORS_ROUTES } from '../contract/simulators-routes.ts';
import {
  type ConsortiumErrors,
  type ConsortiumInputs,
  consortiumFromQuery,
  consortiumQuery,
  emptyConsortiumInputs,
  type Letter,
  type LetterSort,
  letterOrderChoice,
  validateConsortium,
} from '../rules/consortium-simulator.ts';

/**
 * The consortium simulator (docs/simulators.md#simulations): letters from the administrators for the inputs, 'Carregar
 * mais' appending the next page, the inputs kept in the address (docs/routes-and-guards.md#guards), and a chosen letter
 * ordered through the order modal (docs/ordering.md#order-modal).
 */

/** A page of letters for the search `query` (the inputs as an address query string). */
const fetchLetters = (query: string) =>
  call(SIMULATORS_ROUTES.consortiumLetters, {
    params: { query: '' },
    query: Object.fromEntries(new URLSearchParams(query)),
  });

const readQuery = (key: string): string | null => new URL(env().location().href).searchParams.get(key);

/** Puts the inputs in the address, without a new history entry. */
const writeQuery = (query: string): void => env().replaceAddress(`${env().location().pathname}?${query}`);

// The order loads when the visitor picks a letter, not with the form.
const openOrderLater: typeof openOrder = (...args) =>
  void import('./order-flow.ts').then((flow) => flow.openOrder(...args));

export type LettersState =
  | { status: 'idle' }
  | { status: 'loading' | 'ready' | 'more'; letters: Letter[]; count: number; page: number; hasNext: boolean }
  | { status: 'failed'; message: string };

export const $consortiumInputs = atom<ConsortiumInputs>(emptyConsortiumInputs());
export const $consortiumErrors = atom<ConsortiumErrors>({});
export const $letters = atom<LettersState>({ status: 'idle' });
export const $letterSort = atom<LetterSort>('relevance');
/** Last day (yyyy-mm-dd) the letters shown hold: two calendar days after the search. */
export const $lettersValidUntil = atom<string | null>(null);

export function setConsortiumInput<K extends keyof ConsortiumInputs>(
  field: K,
  value: ConsortiumInputs[K],
): void {
  $consortiumInputs.set({ ...$consortiumInputs.get(), [field]: value });
  const { [field]: _fixed, ...rest } = $consortiumErrors.get();
  $consortiumErrors.set(rest);
}

export function sortLettersBy(sort: LetterSort): void {
  $letterSort.set(sort);
}

function failure(error: unknown): LettersState {
  const detail = (error as { data?: { detail?: unknown } }).data?.detail;
  return { status: 'failed', message: typeof detail === 'string' ? detail : CONSORTIUM_MESSAGES.unavailable };
}

/** The first page of letters for the inputs; the inputs go into the address. */
export async function searchLetters(): Promise<boolean> {
  const inputs = $consortiumInputs.get();
  const errors = validateConsortium(inputs);
  $consortiumErrors.set(errors);
  if (Object.keys(errors).length > 0) return false;
  writeQuery(consortiumQuery(inputs));
  countSimulation();
  $letters.set({ status: 'loading', letters: [], count: 0, page: 1, hasNext: false });
  try {
    const page = await fetchLetters(consortiumQuery(inputs, 1));
    $lettersValidUntil.set(offerValidUntil(localToday(env().now())));
    $letters.set({
      status: 'ready',
      letters: page.results,
      count: page.count,
      page: 1,
      hasNext: page.next !== null,
    });
  } catch (error) {
    $letters.set(failure(error));
  }
  return true;
}

/** 'Carregar mais': the next page appended to the letters shown. */
export async function loadMoreLetters(): Promise<void> {
  const state = $letters.get();
  if (state.status !== 'ready' || !state.hasNext) return;
  $letters.set({ ...state, status: 'more' });
  try {
    const page = await fetchLetters(consortiumQuery($consortiumInputs.get(), state.page + 1));
    $letters.set({
      status: 'ready',
      letters: [...state.letters, ...page.results],
      count: page.count,
      page: state.page + 1,
      hasNext: page.next !== null,
    });
  } catch (error) {
    $letters.set(failure(error));
  }
}

/** The inputs of the address; searches at once when they are complete. */
export async function startConsortium(): Promise<void> {
  const inputs = consortiumFromQuery(readQuery);
  $consortiumInputs.set(inputs);
  if (Object.keys(validateConsortium(inputs)).length === 0) await searchLetters();
}

/** Choosing a letter opens the consortium order (docs/ordering.md#order-modal) with the letter's values. */
export async function requestLetter(pb: string, product: number, letter: Letter): Promise<void> {
  const loaded = await fetchProductAnswer(pb, product);
  openOrderLater(loaded, 'modal', letterOrderChoice($consortiumInputs.get(), letter));
}
