/**
 * What the entries to 'Ofertas para você' need (the home page, a family's page): a module of its
 * own with no imports, so those first screens carry these few words and nothing else of the offers.
 */

/** The family whose products the offers price first: personal loans. */
export const PERSONAL_LOANS_FAMILY = 'emprestimos';

/** The families with offers (their partners' policies in services/offers/policies.ts): their pages show the entry. */
export const OFFER_FAMILIES: readonly string[] = [PERSONAL_LOANS_FAMILY];

export const OFFERS_ENTRY_TEXTS = {
  title: 'Ofertas para você',
  /** The entry's button and the form's. */
  submit: 'Ver minhas ofertas',
  /** Our own text: what the entry says. */
  entry: 'Veja as taxas que os parceiros fariam para você, com uma consulta que não diminui o seu score.',
} as const;
