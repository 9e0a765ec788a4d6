/**
 * What the offers form accepts whatever the partner (docs/offers.md#limits). Every partner's own
 * limits lie inside these; the answers carry each partner's (`limits`), for the field messages.
 */
export const OFFER_BOUNDS = {
  amount: { min: 500, max: 150_000 },
  term: { min: 3, max: 96 },
  /** Days an offer holds: 'Oferta válida até' is this many days after the look-up. */
  validityDays: 7,
  purposeMax: 60,
} as const;

/** The purposes a customer may give (optional); the banker reads the label on the request. */
export const OFFER_PURPOSES = {
  dividas: 'Quitar dívidas',
  reforma: 'Reforma da casa',
  saude: 'Saúde',
  educacao: 'Educação',
  veiculo: 'Veículo',
  negocio: 'Investir no meu negócio',
  viagem: 'Viagem',
  outro: 'Outro',
} as const;
export type OfferPurpose = keyof typeof OFFER_PURPOSES;

/** A purpose's label, the one the banker and the customer read ('Quitar dívidas'); null for none or an unknown key. */
export function purposeLabel(purpose: string | null): string | null {
  return purpose !== null && Object.hasOwn(OFFER_PURPOSES, purpose)
    ? OFFER_PURPOSES[purpose as OfferPurpose]
    : null;
}
