import { atom } from 'nanostores';
import { env } from '../../../core/browser/environment.ts';
import { fetchProductAnswer } from '../../../core/context/catalog.ts';
import { $user } from '../../../core/context/session.ts';
import { $banker, $bankerStatus } from '../../../core/context/store-context.ts';
import { REAL_ESTATE_MESSAGES, REAL_ESTATE_PARTNERS } from '../../../core/contract/credit-messages.ts';
import { isoToBrDate } from '../../../core/format/dates.ts';
import {
  expiredOfferDetail,
  localToday,
  offerExpired,
  offerValidUntil,
} from '../../../core/products/offer-terms.ts';
import { type RealEstateQueryKey, VALID_UNTIL_QUERY } from '../../../core/routes/real-estate-query.ts';
import { pathFor } from '../../../core/routes/route-table.ts';
import { forgetStored, readStored, SESSION, SIMULATOR_QUERY } from '../../../core/storage/session-table.ts';
import { call } from '../../../core/transport/api.ts';
import type { BodyOf } from '../../../core/transport/call-types.ts';
import { countSimulation } from '../../funnel/count-event.ts';
import type { openOrder } from '../../ordering/stores/order.ts';
import { AUTOMATION_MESSAGES } from '../contract/automation-messages.ts';
import { AUTOMATION_ROUTES } from '../contract/automation-routes.ts';
import { SIMULATORS_ROUTES } from '../contract/simulators-routes.ts';
import {
  emptyRealEstateInputs,
  hasSimulatorQuery,
  inputsFromQuery,
  inputsToQuery,
  prefillFromUser,
  type RealEstateErrors,
  type RealEstateInputs,
  type SimulationData,
  simulationData,
} from '../rules/real-estate-simulator.ts';
import {
  INITIAL_SIMULATION,
  interestResults,
  type PartnerOffer,
  type SimulationEvent,
  type SimulationState,
  type SortKey,
  settled,
  simulationReducer,
} from '../rules/simulator-state.ts';

/**
 * The real-estate financing simulator (docs/simulators.md#simulations): the form, the four partner banks asked in
 * parallel with each answer shown as it arrives, the interest record, the mail of the results and
 * the request of one offer through the order flow (docs/ordering.md#requesting-a-product, docs/ordering.md#order-modal).
 */

function waitForBanker(): Promise<number | null> {
  return new Promise((resolve) => {
    const check = () => {
      const status = $bankerStatus.get();
      if (status === 'ready' || status === 'failed') {
        unsubscribe();
        resolve($banker.get()?.person.id ?? null);
        return true;
      }
      return false;
    };
    const unsubscribe = $bankerStatus.listen(() => void check());
    check();
  });
}

/** Values of the address's query or, once the route guard moved them there, of session storage. */
function readQuery(key: RealEstateQueryKey): string | null {
  // docs/routes-and-guards.md#guards: the guard stores the simulator's query pairs in session storage before it strips them.
  return new URL(env().location().href).searchParams.get(key) ?? readStored(SIMULATOR_QUERY[key]);
}

const simulatePartner = (partner: string, data: SimulationData) =>
  call(SIMULATORS_ROUTES.realEstateSimulate, { body: { partner, data } });
const postInterest = (body: BodyOf<typeof SIMULATORS_ROUTES.realEstateInterest>) =>
  call(SIMULATORS_ROUTES.realEstateInterest, { body });
const sendSimulations = async (simulation: number) => {
  await call(AUTOMATION_ROUTES.sendSimulations, { body: { simulation } });
};

// The identification and the order load when the visitor asks for an offer, not with the form.
/** Asks the visitor to identify (e-mail check, docs/accounts.md#e-mail-check) and then goes on. */
const identify = (then: () => void): void =>
  void import('./order-flow.ts').then((flow) => flow.requestWithEmailCheck(then));
const openOrderLater: typeof openOrder = (...args) =>
  void import('./order-flow.ts').then((flow) => flow.openOrder(...args));
const now = (): Date => env().now();

export const $inputs = atom<RealEstateInputs>(emptyRealEstateInputs());
/** Field errors, shown once the visitor asked to simulate. */
export const $inputErrors = atom<RealEstateErrors>({});
export const $simulation = atom<SimulationState>(INITIAL_SIMULATION);
/** The interest record of the last settled simulation, and whose it is. */
export const $interest = atom<{ id: number; customer: number | null } | null>(null);
/** The day the shown offers hold until, and whether that day has passed (a shared link's, or a page left open). */
export const $offerValidity = atom<{ validUntil: string; expired: boolean } | null>(null);
export type MailStatus = { state: 'idle' | 'sending' } | { state: 'sent' | 'failed'; message: string };
export const $mailStatus = atom<MailStatus>({ state: 'idle' });

function dispatch(event: SimulationEvent): void {
  $simulation.set(simulationReducer($simulation.get(), event));
}

// The form's rules bring the schema library: they load when the visitor first types, not with the page.
const loadRules = () => import('../rules/real-estate-validation.ts');

export function setInput<K extends keyof RealEstateInputs>(field: K, value: RealEstateInputs[K]): void {
  void loadRules();
  $inputs.set({ ...$inputs.get(), [field]: value });
  const errors = $inputErrors.get();
  if (errors[field]) {
    const { [field]: _fixed, ...rest } = errors;
    $inputErrors.set(rest);
  }
}

export function sortOffers(sort: SortKey): void {
  dispatch({ type: 'sorted', sort });
}

export function toggleCharted(partner: string): void {
  dispatch({ type: 'chartToggled', partner });
}

function failureMessage(error: unknown): string {
  const detail = (error as { data?: { detail?: unknown } }).data?.detail;
  return typeof detail === 'string' ? detail : REAL_ESTATE_MESSAGES.partnerDown;
}

/** The interest record (docs/simulators.md#simulations) of the settled simulation; a failure is only logged. */
async function recordInterest(
  inputs: RealEstateInputs,
  state: SimulationState,
  product: number,
): Promise<void> {
  const banker = await waitForBanker();
  if (banker === null) return;
  const user = $user.get();
  const customer = user?.id ?? null;
  const data = simulationData(inputs, { product, personalBanker: banker, customer });
  if (!data) return;
  try {
    const { id, valid_until } = await postInterest({
      cpf: user?.documents.CPF ?? null,
      financing_value: data.financing_value,
      funding_period: data.term,
      real_estate_address_state: data.real_estate_address_state,
      real_estate_value: data.real_estate_value,
      real_estate_type: data.real_estate_type,
      real_estate_situation: null,
      product,
      customer,
      personal_banker: banker,
      simulation_results: interestResults(state),
    });
    $interest.set({ id, customer });
    // The day kept with the stored simulation is the one shown and shared.
    $offerValidity.set({ validUntil: valid_until, expired: false });
  } catch (error) {
    console.error('Registro de interesse não gravado', error);
  }
}

/**
 * Asks the four partners in parallel; each answer (or failure) shows as it arrives, and once all
 * are in, the interest record is posted. Returns false when a field breaks a rule.
 */
export async function simulate(product: number): Promise<boolean> {
  const inputs = $inputs.get();
  const { validateRealEstate } = await loadRules();
  const errors = validateRealEstate(inputs, now);
  $inputErrors.set(errors);
  const banker = $banker.get()?.person.id ?? null;
  const data = simulationData(inputs, { product, personalBanker: banker, customer: $user.get()?.id ?? null });
  if (Object.keys(errors).length > 0 || !data) return false;
  dispatch({ type: 'started', partners: REAL_ESTATE_PARTNERS });
  countSimulation();
  $offerValidity.set({ validUntil: offerValidUntil(localToday(now())), expired: false });
  $interest.set(null);
  $mailStatus.set({ state: 'idle' });
  const { round } = $simulation.get();
  await Promise.all(
    REAL_ESTATE_PARTNERS.map(async ({ id }) => {
      try {
        dispatch({ type: 'answered', round, offer: await simulatePartner(id, data) });
      } catch (error) {
        dispatch({ type: 'failed', round, partner: id, message: failureMessage(error) });
      }
    }),
  );
  const state = $simulation.get();
  if (state.round === round && settled(state)) await recordInterest(inputs, state, product);
  return true;
}

/** The form from the address (a banker's or a shared link) and the logged user; simulates when complete. */
export async function startSimulator(product: number): Promise<void> {
  const fromQuery = hasSimulatorQuery(readQuery);
  const inputs = prefillFromUser(fromQuery ? inputsFromQuery(readQuery) : $inputs.get(), $user.get());
  $inputs.set(inputs);
  // A shared link of an offer past its last day says so, and simulates again only when asked.
  const shared = sharedValidity(readQuery);
  // Dropped once read, so a later visit does not find it in session storage.
  forgetStored(SIMULATOR_QUERY[VALID_UNTIL_QUERY]);
  if (fromQuery && shared && offerExpired(shared, localToday(now()))) {
    dispatch({ type: 'cleared' });
    $offerValidity.set({ validUntil: shared, expired: true });
    return;
  }
  if (!fromQuery) return;
  const { validateRealEstate } = await loadRules();
  if (Object.keys(validateRealEstate(inputs, now)).length === 0) await simulate(product);
}

function sharedValidity(read: (key: RealEstateQueryKey) => string | null): string | null {
  const value = read(VALID_UNTIL_QUERY);
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && isoToBrDate(value) !== '' ? value : null;
}

/** True (and the offers marked expired) when the shown offers' last day has passed. */
function offersExpired(): boolean {
  const validity = $offerValidity.get();
  if (!validity) return false;
  const expired = validity.expired || offerExpired(validity.validUntil, localToday(now()));
  if (expired && !validity.expired) $offerValidity.set({ ...validity, expired });
  return expired;
}

/** The address that reopens this simulation at this store: the inputs in the query, results recomputed. */
export function shareLink(origin: string, pb: string, product: number): string {
  const validity = $offerValidity.get();
  const until = validity ? `&${VALID_UNTIL_QUERY}=${validity.validUntil}` : '';
  return `${origin}${pathFor('simulador', { pb, product: String(product) })}?${inputsToQuery($inputs.get())}${until}`;
}

/**
 * 'Receber por e-mail': the stored simulation goes to the visitor's own e-mail, the banker in
 * copy. A visitor identifies first; a simulation recorded before the login is recorded again as
 * the customer's.
 */
export async function sendByEmail(product: number): Promise<void> {
  const validity = $offerValidity.get();
  if (validity && offersExpired()) {
    $mailStatus.set({ state: 'failed', message: expiredOfferDetail(validity.validUntil) });
    return;
  }
  const user = $user.get();
  if (!user) {
    identify(() => void sendByEmail(product));
    return;
  }
  $mailStatus.set({ state: 'sending' });
  if ($interest.get()?.customer !== user.id) {
    await recordInterest($inputs.get(), $simulation.get(), product);
  }
  const interest = $interest.get();
  try {
    if (!interest || interest.customer !== user.id) throw new Error('simulation not recorded');
    await sendSimulations(interest.id);
    $mailStatus.set({ state: 'sent', message: AUTOMATION_MESSAGES.sent });
  } catch (error) {
    const detail = (error as { data?: { detail?: unknown } }).data?.detail;
    $mailStatus.set({
      state: 'failed',
      message: typeof detail === 'string' ? detail : 'Não foi possível enviar o e-mail. Tente novamente.',
    });
  }
}

/** The chosen offer as the order carries it: partner and values (docs/entities.md order payload, plus these). */
export function offerChoice(offer: PartnerOffer, inputs: RealEstateInputs): Record<string, unknown> {
  return {
    partner: offer.partner,
    partner_name: offer.partner_name,
    amortization_system: offer.amortization_system,
    financing_value: offer.total_financing_value,
    real_estate_value: inputs.realEstateValue,
    real_estate_type: inputs.realEstateType,
    real_estate_address_state: inputs.state,
    term: offer.term,
    first_installment: offer.first_installment,
    last_installment: offer.last_installment,
    anual_fee: offer.anual_fee,
    cet: offer.cet,
    total_paid: offer.total_paid,
    ...($interest.get() ? { simulation: $interest.get()?.id } : {}),
  };
}

/** 'Quero esta proposta': the order of product 97 with the chosen partner and values (docs/ordering.md#requesting-a-product, docs/ordering.md#order-modal). */
export async function requestOffer(pb: string, product: number, offer: PartnerOffer): Promise<void> {
  if (offersExpired()) return;
  const loaded = await fetchProductAnswer(pb, product);
  const choice = { fields: offerChoice(offer, $inputs.get()) };
  const open = () => openOrderLater(loaded, 'modal', choice);
  if ($user.get() || readStored(SESSION.checkedEmail)) open();
  else identify(open);
}
