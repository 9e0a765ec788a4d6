import { CONSORTIUM_TYPES } from '../../src/core/contract/common.ts';
import { PARTNER_INSTITUTIONS } from '../../src/core/contract/partner-institutions.ts';
import { FailureSwitch } from './failure-switch.ts';

/** Kinds of consortium the administrators run groups for: the contract's list. */
export const consortiumTypes = CONSORTIUM_TYPES;
export type ConsortiumType = (typeof consortiumTypes)[number];

export const consortiumSituations = ['Em andamento', 'Em formação'] as const;

export interface ConsortiumOffer {
  type: ConsortiumType;
  /** Credit values of the letters, from `min` to `max` by `step`. */
  min: number;
  max: number;
  step: number;
  terms: readonly number[];
}

export interface ConsortiumAdministratorConfig {
  id: string;
  name: string;
  /** Administration fee over the whole term, as a fraction of the credit. */
  adminFee: number;
  /** Reserve fund over the whole term, as a fraction of the credit. */
  reserveFund: number;
  offers: readonly ConsortiumOffer[];
}

/** A credit letter ("carta de crédito") of a consortium group. */
export interface ConsortiumLetter {
  code: string;
  administrator: string;
  administratorName: string;
  consortiumType: ConsortiumType;
  creditValue: number;
  term: number;
  installment: number;
  adminFee: number;
  reserveFund: number;
  group: string;
  situation: (typeof consortiumSituations)[number];
}

export const consortiumAdministrators: readonly ConsortiumAdministratorConfig[] = [
  {
    id: 'alvorada',
    name: PARTNER_INSTITUTIONS.alvorada.name,
    adminFee: 0.16,
    reserveFund: 0.02,
    offers: [
      { type: 'real_estate', min: 100_000, max: 1_000_000, step: 50_000, terms: [180, 200, 220] },
      { type: 'cars', min: 40_000, max: 200_000, step: 20_000, terms: [60, 80] },
      { type: 'services', min: 10_000, max: 30_000, step: 5_000, terms: [36] },
    ],
  },
  {
    id: 'rota',
    name: PARTNER_INSTITUTIONS.rota.name,
    adminFee: 0.14,
    reserveFund: 0.01,
    offers: [
      { type: 'cars', min: 50_000, max: 150_000, step: 10_000, terms: [72, 84] },
      { type: 'motorcycles', min: 10_000, max: 50_000, step: 5_000, terms: [48, 60] },
      { type: 'heavy', min: 200_000, max: 600_000, step: 100_000, terms: [100, 120] },
    ],
  },
  {
    id: 'semear',
    name: PARTNER_INSTITUTIONS.semear.name,
    adminFee: 0.18,
    reserveFund: 0.025,
    offers: [
      { type: 'agro', min: 100_000, max: 500_000, step: 50_000, terms: [100, 120] },
      { type: 'real_estate', min: 150_000, max: 800_000, step: 50_000, terms: [150, 200] },
      { type: 'other', min: 20_000, max: 60_000, step: 10_000, terms: [48] },
    ],
  },
];

/** Monthly instalment of a letter: credit plus fees over the whole term, split evenly. */
export function letterInstallment(creditValue: number, term: number, adminFee: number, reserveFund: number) {
  return Math.round(((creditValue * (1 + adminFee + reserveFund)) / term) * 100) / 100;
}

/** Every letter an administrator offers, derived from its configuration (stable between runs). */
export function lettersOf(admin: ConsortiumAdministratorConfig): ConsortiumLetter[] {
  const letters: ConsortiumLetter[] = [];
  let sequence = 0;
  for (const offer of admin.offers) {
    for (let credit = offer.min; credit <= offer.max; credit += offer.step) {
      for (const term of offer.terms) {
        sequence += 1;
        letters.push({
          code: `${admin.id}-${offer.type}-${credit}-${term}`,
          administrator: admin.id,
          administratorName: admin.name,
          consortiumType: offer.type,
          creditValue: credit,
          term,
          installment: letterInstallment(credit, term, admin.adminFee, admin.reserveFund),
          adminFee: admin.adminFee,
          reserveFund: admin.reserveFund,
          group: String(1000 + sequence),
          situation: consortiumSituations[sequence % 2],
        });
      }
    }
  }
  return letters;
}

export interface LetterFilter {
  consortiumType?: ConsortiumType | undefined;
}

/** One consortium administrator, whatever answers for it. */
export interface ConsortiumAdministrator {
  readonly id: string;
  readonly name: string;
  letters(filter: LetterFilter): Promise<ConsortiumLetter[]>;
}

/** Sandbox administrator: the letters of its configuration, or a failure when told to. */
export function sandboxConsortiumAdministrator(
  config: ConsortiumAdministratorConfig,
  failure = new FailureSwitch(config.id),
): ConsortiumAdministrator & { failure: FailureSwitch } {
  const all = lettersOf(config);
  return {
    id: config.id,
    name: config.name,
    failure,
    letters: failure.guard((filter: LetterFilter) =>
      filter.consortiumType ? all.filter((letter) => letter.consortiumType === filter.consortiumType) : all,
    ),
  };
}
