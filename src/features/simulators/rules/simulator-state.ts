/**
 * The state of a real-estate simulation as a reducer: each partner bank pending, answered or
 * failed (answers arrive one by one, docs/simulators.md#simulations), the comparison order and the offers drawn on the
 * chart. Pure, so the store only runs the calls and feeds the events in.
 */

/**
 * A partner's answer, in the contract's field names (the fields the simulator reads). A type
 * alias, so the interest record can post offers as plain records.
 */
export type PartnerOffer = {
  partner: string;
  partner_name: string;
  partner_logo: string;
  success: boolean;
  amortization_system: 'PRICE' | 'SAC';
  anual_fee: number;
  cet: number;
  first_installment: number;
  last_installment: number;
  total_paid: number;
  total_financing_value: number;
  minimal_monthly_income: number;
  monthly_fees: number;
  upfront_fees: number;
  term: number;
  full_simulation_url: string;
  partner_constraint_message: string | null;
  partner_message: string;
};

export type PartnerStatus =
  | { partner: string; name: string; state: 'pending' }
  | { partner: string; name: string; state: 'answered'; offer: PartnerOffer }
  | { partner: string; name: string; state: 'failed'; message: string };

export type SortKey = 'first_installment' | 'cet' | 'total_paid';

export const SORT_LABELS: Record<SortKey, string> = {
  first_installment: 'Primeira parcela',
  cet: 'CET',
  total_paid: 'Total pago',
};

export interface SimulationState {
  /** Increases with every simulation, so late answers of an older one are ignored. */
  round: number;
  partners: PartnerStatus[];
  sort: SortKey;
  /** Partners whose instalments the chart draws. */
  charted: string[];
}

export type SimulationEvent =
  | { type: 'started'; partners: readonly { id: string; name: string }[] }
  | { type: 'answered'; round: number; offer: PartnerOffer }
  | { type: 'failed'; round: number; partner: string; message: string }
  | { type: 'sorted'; sort: SortKey }
  | { type: 'chartToggled'; partner: string }
  | { type: 'cleared' };

export const INITIAL_SIMULATION: SimulationState = {
  round: 0,
  partners: [],
  sort: 'first_installment',
  charted: [],
};

export function simulationReducer(state: SimulationState, event: SimulationEvent): SimulationState {
  switch (event.type) {
    case 'started':
      return {
        ...state,
        round: state.round + 1,
        partners: event.partners.map(({ id, name }) => ({ partner: id, name, state: 'pending' })),
        charted: [],
      };
    case 'answered': {
      if (event.round !== state.round) return state;
      const { offer } = event;
      const partners = state.partners.map((status) =>
        status.partner === offer.partner
          ? ({ partner: offer.partner, name: offer.partner_name, state: 'answered', offer } as const)
          : status,
      );
      // Offers the partner accepts are drawn on the chart until the visitor chooses otherwise.
      const charted =
        offer.success && !state.charted.includes(offer.partner)
          ? [...state.charted, offer.partner]
          : state.charted;
      return { ...state, partners, charted };
    }
    case 'failed':
      if (event.round !== state.round) return state;
      return {
        ...state,
        partners: state.partners.map((status) =>
          status.partner === event.partner
            ? { partner: status.partner, name: status.name, state: 'failed', message: event.message }
            : status,
        ),
      };
    case 'sorted':
      return { ...state, sort: event.sort };
    case 'chartToggled':
      return {
        ...state,
        charted: state.charted.includes(event.partner)
          ? state.charted.filter((partner) => partner !== event.partner)
          : [...state.charted, event.partner],
      };
    case 'cleared':
      return { ...INITIAL_SIMULATION, round: state.round + 1, sort: state.sort };
  }
}

/** True once every partner answered or failed. */
export function settled(state: SimulationState): boolean {
  return state.partners.length > 0 && state.partners.every((status) => status.state !== 'pending');
}

/** Answered partners, sorted by the chosen column; offers breaking a partner rule go last. */
export function sortedOffers(state: SimulationState): PartnerOffer[] {
  const offers = state.partners.flatMap((status) => (status.state === 'answered' ? [status.offer] : []));
  return offers.sort(
    (a, b) =>
      Number(b.success) - Number(a.success) ||
      a[state.sort] - b[state.sort] ||
      a.partner.localeCompare(b.partner),
  );
}

/** Partners with the lowest value of each column among the offers they accept. */
export function bestOffers(offers: readonly PartnerOffer[]): Record<SortKey, string[]> {
  const accepted = offers.filter((offer) => offer.success);
  const best = (key: SortKey) => {
    const lowest = Math.min(...accepted.map((offer) => offer[key]));
    return accepted.filter((offer) => offer[key] === lowest).map((offer) => offer.partner);
  };
  return { first_installment: best('first_installment'), cet: best('cet'), total_paid: best('total_paid') };
}

/** Answered partners' results, as the interest record keeps them (docs/simulators.md#simulations). */
export function interestResults(state: SimulationState): PartnerOffer[] {
  return state.partners.flatMap((status) => (status.state === 'answered' ? [status.offer] : []));
}
