import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageAt, useEnvironment } from '../../../core/browser/test-helpers.ts';
import { $user, type SessionUser } from '../../../core/context/session.ts';
import { $banker, $bankerStatus } from '../../../core/context/store-context.ts';
import type { BankerProfileAnswer } from '../../../core/contract/auth.ts';
import { STORE_ROUTES } from '../../../core/contract/store-routes.ts';
import { $modals, clearModals } from '../../../core/modals/modals.ts';
import { productAnswer, serveRoutes } from '../../../core/transport/test-helpers.ts';
import { $pendingRequest } from '../../accounts/stores/pending-request.ts';
import { openOrder } from '../../ordering/stores/order.ts';
import { AUTOMATION_ROUTES } from '../contract/automation-routes.ts';
import { SIMULATORS_ROUTES } from '../contract/simulators-routes.ts';
import { emptyRealEstateInputs } from '../rules/real-estate-simulator.ts';
import type { PartnerOffer } from '../rules/simulator-state.ts';
import {
  $inputErrors,
  $inputs,
  $interest,
  $mailStatus,
  $offerValidity,
  $simulation,
  requestOffer,
  sendByEmail,
  setInput,
  shareLink,
  simulate,
  startSimulator,
} from './real-estate-simulator.ts';

// The order modal is the ordering feature's (loaded when an offer is requested): here, what it is asked.
vi.mock('../../ordering/stores/order.ts', () => ({ openOrder: vi.fn() }));

let undo = () => {};
afterEach(() => undo());
/** The page's clock. */
let today: Date;

const QUERY = {
  real_estate_value: '500000',
  financing_value: '400000',
  term: '240',
  real_estate_type: 'apartment',
  real_estate_address_state: 'RS',
  monthly_income: '30000',
};

function offerOf(partner: string, data: { financing_value: number; term: number }): PartnerOffer {
  return {
    partner,
    partner_name: `Banco ${partner}`,
    partner_logo: '',
    success: true,
    amortization_system: 'PRICE',
    anual_fee: 10,
    cet: 11,
    first_installment: 4000,
    last_installment: 4001,
    total_paid: 960_000,
    total_financing_value: data.financing_value,
    minimal_monthly_income: 12_000,
    monthly_fees: 25,
    upfront_fees: 3000,
    term: data.term,
    full_simulation_url: '',
    partner_constraint_message: null,
    partner_message: '',
  };
}

type SimulationData = { financing_value: number; term: number };

/** The partner and the data of a simulation call's body. */
const partnerAndData = (body: unknown): [string, SimulationData] => {
  const { partner, data } = body as { partner: string; data: SimulationData };
  return [partner, data];
};

/** Partners answer when the test releases them, so the order of arrival is the test's. */
function harness(options: { user?: SessionUser; query?: Record<string, string> } = {}) {
  $user.set(options.user ?? null);
  // The store's banker (7) is loaded.
  $banker.set({ person: { id: 7 } } as BankerProfileAnswer);
  $bankerStatus.set('ready');
  const pending = new Map<string, { resolve: () => void; fail: () => void }>();
  const interests: Record<string, unknown>[] = [];
  const mailed: number[] = [];
  const orders: { product: number; choice: unknown }[] = [];
  const simulatePartner = (partner: string, data: SimulationData) =>
    new Promise((resolve, reject) => {
      pending.set(partner, {
        resolve: () => resolve(offerOf(partner, data)),
        fail: () =>
          reject(
            Object.assign(new Error('503'), {
              data: { detail: 'O parceiro não respondeu. Tente novamente mais tarde.' },
            }),
          ),
      });
    });
  const postInterest = async (body: Record<string, unknown>) => {
    interests.push(body);
    // The services keep the day with the record: two calendar days after it (dated in Brazil).
    return { id: interests.length, valid_until: '2026-11-24' };
  };
  const sendSimulations = async (id: number) => void mailed.push(id);
  const loadProduct = async (_pb: string, id: number) =>
    productAnswer({ id, title: 'Financiamento imobiliário' });
  const transport = serveRoutes(
    [SIMULATORS_ROUTES.realEstateSimulate, (_, { body }) => simulatePartner(...partnerAndData(body))],
    [SIMULATORS_ROUTES.realEstateInterest, (_, { body }) => postInterest(body as Record<string, unknown>)],
    [
      AUTOMATION_ROUTES.sendSimulations,
      (_, { body }) => sendSimulations((body as { simulation: number }).simulation),
    ],
    [STORE_ROUTES.product, ({ pb = '', product }) => loadProduct(pb, Number(product))],
  );
  today = new Date('2026-11-22T12:00:00Z');
  const address = `/pb/ana-souza/simulador/financiamento-imobiliario/97?${new URLSearchParams(options.query)}`;
  // biome-ignore lint/correctness/useHookAtTopLevel: useEnvironment is not a React hook
  undo = useEnvironment({ page: { ...pageAt(address), now: () => today }, transport });
  vi.mocked(openOrder).mockImplementation(
    (product, _surface, choice) => void orders.push({ product: product.id, choice }),
  );
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    pending,
    interests,
    mailed,
    orders,
    flush,
    logIn: (next: SessionUser) => $user.set(next),
  };
}

const joao = { id: 42, birthday: '1985-07-02', documents: { CPF: '52998224725' } } as SessionUser;
/** Where each partner's answer stands, in the simulation's order. */
const partnerStates = () => $simulation.get().partners.map((p) => p.state);

/** Runs the simulation of product 97 with every partner answering, and gives its harness. */
async function simulateAnswered(options: Parameters<typeof harness>[0]) {
  const h = harness(options);
  const done = startSimulator(97);
  await h.flush();
  for (const partner of h.pending.values()) partner.resolve();
  await done;
  return h;
}

// The form's rules load on demand (the first keystroke or simulation): loaded once here, each test's
// simulation runs on the same ticks as before.
beforeAll(() => import('../rules/real-estate-validation.ts'));

beforeEach(() => {
  clearModals();
  $pendingRequest.set(null);
  $inputs.set(emptyRealEstateInputs());
  $interest.set(null);
  $mailStatus.set({ state: 'idle' });
  $offerValidity.set(null);
});

describe('the real-estate simulator store', () => {
  it('shows each partner as it answers, a failure does not block the others, then records the interest', async () => {
    const h = harness({ query: QUERY });
    const done = startSimulator(97);
    await h.flush();
    expect(partnerStates()).toEqual(['pending', 'pending', 'pending', 'pending']);
    h.pending.get('litoral')?.resolve();
    await h.flush();
    expect(partnerStates()).toEqual(['pending', 'answered', 'pending', 'pending']);
    expect(h.interests).toHaveLength(0);
    h.pending.get('pampa')?.fail();
    h.pending.get('horizonte')?.resolve();
    h.pending.get('cerrado')?.resolve();
    await done;
    const states = $simulation.get().partners.map((p) => p.state);
    expect(states).toEqual(['answered', 'answered', 'answered', 'failed']);
    expect($simulation.get().partners[3]).toMatchObject({
      message: 'O parceiro não respondeu. Tente novamente mais tarde.',
    });
    expect(h.interests).toHaveLength(1);
    expect(h.interests[0]).toMatchObject({
      financing_value: 400_000,
      funding_period: 240,
      real_estate_address_state: 'RS',
      customer: null,
      personal_banker: 7,
      product: 97,
    });
    expect(h.interests[0]?.simulation_results).toHaveLength(3);
  });

  it('does not call the partners while a field breaks a rule', async () => {
    const h = harness();
    setInput('financingValue', 5);
    expect(await simulate(97)).toBe(false);
    expect(h.pending.size).toBe(0);
    expect($inputErrors.get().financingValue).toBe('Valor mínimo é R$ 10.000,00');
    setInput('financingValue', 20_000);
    expect($inputErrors.get().financingValue).toBeUndefined();
  });

  it("prefills the logged customer's birthday and builds a share link with the inputs", async () => {
    harness({ user: joao });
    await startSimulator(97);
    expect($inputs.get().birthday).toBe('02/07/1985');
    setInput('realEstateValue', 500_000);
    expect(shareLink('https://loja.exemplo.com.br', 'ana-souza', 97)).toBe(
      'https://loja.exemplo.com.br/pb/ana-souza/simulador/financiamento-imobiliario/97?real_estate_value=500000&birthday=1985-07-02',
    );
  });

  it("mails the customer's own record: a visitor identifies first and the simulation is recorded as theirs", async () => {
    const h = await simulateAnswered({ query: QUERY });
    expect($interest.get()).toEqual({ id: 1, customer: null });
    await sendByEmail(97);
    expect(h.mailed).toEqual([]);
    // The visitor is asked to identify (the e-mail check), the mail waiting on it.
    await vi.dynamicImportSettled();
    expect($modals.get().checkEmail).toBe(true);
    const identified = $pendingRequest.get();
    expect(identified).not.toBeNull();
    h.logIn(joao);
    identified?.();
    await h.flush();
    await h.flush();
    expect(h.interests[1]).toMatchObject({ customer: 42, cpf: '52998224725' });
    expect(h.mailed).toEqual([2]);
    expect($mailStatus.get()).toEqual({ state: 'sent', message: 'Simulações enviadas por e-mail.' });
  });

  it('requests an offer through the order of product 97 with the partner and the values', async () => {
    const h = await simulateAnswered({ user: joao, query: QUERY });
    const chosen = $simulation.get().partners[2];
    if (chosen?.state !== 'answered') throw new Error('cerrado answered');
    await requestOffer('ana-souza', 97, chosen.offer);
    await vi.dynamicImportSettled();
    expect(h.orders).toEqual([
      {
        product: 97,
        choice: {
          fields: expect.objectContaining({
            partner: 'cerrado',
            financing_value: 400_000,
            real_estate_value: 500_000,
            term: 240,
            first_installment: 4000,
            cet: 11,
            total_paid: 960_000,
            simulation: 1,
          }),
        },
      },
    ]);
  });

  it('shows and shares the day the stored simulation holds until', async () => {
    const h = harness({ query: QUERY });
    const done = startSimulator(97);
    await h.flush();
    // Until the record answers, the day of the browser's own calendar.
    expect($offerValidity.get()).toEqual({ validUntil: '2026-11-24', expired: false });
    for (const partner of h.pending.values()) partner.resolve();
    await done;
    expect($offerValidity.get()).toEqual({ validUntil: '2026-11-24', expired: false });
    expect(shareLink('https://loja.exemplo.com.br', 'ana-souza', 97)).toMatch(/&valid_until=2026-11-24$/);
  });

  it('a shared link of an expired offer says so and simulates again only when asked', async () => {
    const h = harness({ query: { ...QUERY, valid_until: '2026-11-21' } });
    await startSimulator(97);
    expect($offerValidity.get()).toEqual({ validUntil: '2026-11-21', expired: true });
    expect(h.pending.size).toBe(0);
    expect($simulation.get().partners).toEqual([]);
    const again = simulate(97);
    await h.flush();
    expect(h.pending.size).toBe(4);
    expect($offerValidity.get()).toEqual({ validUntil: '2026-11-24', expired: false });
    for (const partner of h.pending.values()) partner.resolve();
    await again;
  });

  it('a shared link on its last valid day, or with a malformed day, simulates at once', async () => {
    for (const validUntil of ['2026-11-22', '2026-13-40', 'amanhã']) {
      const h = harness({ query: { ...QUERY, valid_until: validUntil } });
      const done = startSimulator(97);
      await h.flush();
      expect(h.pending.size, validUntil).toBe(4);
      for (const partner of h.pending.values()) partner.resolve();
      await done;
    }
  });

  it('an offer left open past its last day is not requested nor mailed: it says it expired', async () => {
    const h = await simulateAnswered({ user: joao, query: QUERY });
    today = new Date('2026-11-25T12:00:00Z');
    const chosen = $simulation.get().partners[0];
    if (chosen?.state !== 'answered') throw new Error('horizonte answered');
    await requestOffer('ana-souza', 97, chosen.offer);
    await sendByEmail(97);
    await vi.dynamicImportSettled();
    expect(h.orders).toEqual([]);
    expect(h.mailed).toEqual([]);
    expect($offerValidity.get()).toEqual({ validUntil: '2026-11-24', expired: true });
    expect($mailStatus.get()).toEqual({
      state: 'failed',
      message: 'Esta oferta expirou em 24/11/2026. Simule novamente para ver uma oferta válida.',
    });
  });
});
