import { describe, expect, it } from 'vitest';
import {
  bestOffers,
  INITIAL_SIMULATION,
  type PartnerOffer,
  type SimulationEvent,
  type SimulationState,
  settled,
  simulationReducer,
  sortedOffers,
} from './simulator-state.ts';

const PARTNERS = [
  { id: 'horizonte', name: 'Banco Horizonte' },
  { id: 'litoral', name: 'Banco Litoral' },
  { id: 'cerrado', name: 'Cerrado Crédito Imobiliário' },
  { id: 'pampa', name: 'Banco Pampa' },
];

function offer(partner: string, values: Partial<PartnerOffer>): PartnerOffer {
  return {
    partner,
    partner_name: PARTNERS.find((p) => p.id === partner)?.name ?? partner,
    partner_logo: `/logos/${partner}.svg`,
    success: true,
    amortization_system: 'SAC',
    anual_fee: 10,
    cet: 11,
    first_installment: 3000,
    last_installment: 900,
    total_paid: 500_000,
    total_financing_value: 240_000,
    minimal_monthly_income: 10_000,
    monthly_fees: 25,
    upfront_fees: 3000,
    term: 360,
    full_simulation_url: '',
    partner_constraint_message: null,
    partner_message: '',
    ...values,
  };
}

const run = (events: SimulationEvent[], from: SimulationState = INITIAL_SIMULATION) =>
  events.reduce(simulationReducer, from);

describe('simulationReducer', () => {
  it('starts every partner pending and settles as each answers or fails', () => {
    const started = run([{ type: 'started', partners: PARTNERS }]);
    expect(started.partners.map((p) => p.state)).toEqual(['pending', 'pending', 'pending', 'pending']);
    expect(settled(started)).toBe(false);
    const partly = run(
      [
        { type: 'answered', round: 1, offer: offer('litoral', {}) },
        {
          type: 'failed',
          round: 1,
          partner: 'pampa',
          message: 'O parceiro não respondeu. Tente novamente mais tarde.',
        },
      ],
      started,
    );
    expect(partly.partners.map((p) => p.state)).toEqual(['pending', 'answered', 'pending', 'failed']);
    expect(settled(partly)).toBe(false);
    const done = run(
      [
        { type: 'answered', round: 1, offer: offer('horizonte', {}) },
        { type: 'answered', round: 1, offer: offer('cerrado', { success: false }) },
      ],
      partly,
    );
    expect(settled(done)).toBe(true);
    const failed = done.partners.find((p) => p.partner === 'pampa');
    expect(failed).toMatchObject({ state: 'failed', name: 'Banco Pampa' });
  });

  it('ignores the late answers of an older simulation', () => {
    const second = run([
      { type: 'started', partners: PARTNERS },
      { type: 'started', partners: PARTNERS },
      { type: 'answered', round: 1, offer: offer('litoral', {}) },
    ]);
    expect(second.partners.every((p) => p.state === 'pending')).toBe(true);
  });

  it('charts the accepted offers as they arrive and toggles them', () => {
    const state = run([
      { type: 'started', partners: PARTNERS },
      { type: 'answered', round: 1, offer: offer('litoral', {}) },
      { type: 'answered', round: 1, offer: offer('pampa', { success: false }) },
      { type: 'answered', round: 1, offer: offer('horizonte', {}) },
      { type: 'chartToggled', partner: 'litoral' },
    ]);
    expect(state.charted).toEqual(['horizonte']);
    expect(run([{ type: 'chartToggled', partner: 'litoral' }], state).charted).toEqual([
      'horizonte',
      'litoral',
    ]);
  });

  it('keeps the chosen order when cleared', () => {
    const state = run([
      { type: 'sorted', sort: 'cet' },
      { type: 'started', partners: PARTNERS },
      { type: 'cleared' },
    ]);
    expect(state).toMatchObject({ sort: 'cet', partners: [], charted: [] });
  });
});

describe('sortedOffers and bestOffers', () => {
  const answered = run([
    { type: 'started', partners: PARTNERS },
    {
      type: 'answered',
      round: 1,
      offer: offer('horizonte', { first_installment: 3100, cet: 11.5, total_paid: 480_000 }),
    },
    {
      type: 'answered',
      round: 1,
      offer: offer('litoral', { first_installment: 2500, cet: 12.9, total_paid: 620_000 }),
    },
    {
      type: 'answered',
      round: 1,
      offer: offer('cerrado', { first_installment: 3000, cet: 10.9, total_paid: 470_000 }),
    },
    {
      type: 'answered',
      round: 1,
      offer: offer('pampa', { success: false, first_installment: 100, cet: 1, total_paid: 1 }),
    },
  ]);

  it('sorts by the chosen column, offers breaking a rule last', () => {
    expect(sortedOffers(answered).map((o) => o.partner)).toEqual([
      'litoral',
      'cerrado',
      'horizonte',
      'pampa',
    ]);
    const byCet = simulationReducer(answered, { type: 'sorted', sort: 'cet' });
    expect(sortedOffers(byCet).map((o) => o.partner)).toEqual(['cerrado', 'horizonte', 'litoral', 'pampa']);
    const byTotal = simulationReducer(answered, { type: 'sorted', sort: 'total_paid' });
    expect(sortedOffers(byTotal).map((o) => o.partner)).toEqual(['cerrado', 'horizonte', 'litoral', 'pampa']);
  });

  it('marks the best value of each column among accepted offers only', () => {
    expect(bestOffers(sortedOffers(answered))).toEqual({
      first_installment: ['litoral'],
      cet: ['cerrado'],
      total_paid: ['cerrado'],
    });
    expect(bestOffers([])).toEqual({ first_installment: [], cet: [], total_paid: [] });
  });
});
