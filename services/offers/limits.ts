/**
 * The times of an offers look-up (docs/offers.md#the-look-up): each bureau has its own, the partners
 * share one budget. A late answer counts as 'indisponível no momento'. Together they keep an
 * answer within the 2 s the offers promise (docs/offers.md#speed), whoever is late.
 */
export const OFFER_TIMES = {
  bureauMs: 800,
  partnersMs: 800,
} as const;
