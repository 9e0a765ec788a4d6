import { createHash } from 'node:crypto';
import { type CpfHolder, sameHolder, sandboxHolderOf } from './bureau-holders.ts';
import { FailureSwitch } from './failure-switch.ts';

export const bureauServices = ['serasa', 'quod', 'bmp'] as const;
export type BureauService = (typeof bureauServices)[number];

/** What a bureau needs to know about the person being evaluated. */
export interface BureauSubject {
  cpf: string;
  monthlyIncome: number;
  monthlyDebts: number;
  requestedValue: number;
}

export type RiskLevel = 'baixo' | 'medio' | 'alto';

export interface BureauResult {
  service: BureauService;
  score: number;
  risk: RiskLevel;
  /** Monthly commitment the bureau accepts on top of current debts. */
  available_monthly_commitment: number;
  approved: boolean;
  message: string;
}

export interface CreditBureau {
  readonly service: BureauService;
  evaluate(subject: BureauSubject): Promise<BureauResult>;
  /**
   * The identity check ('validação cadastral'): whether the CPF's holder is the one named, by name
   * and birth date. It answers yes or no, never the holder's data, and is not a credit look-up.
   */
  checkIdentity(cpf: string, claimed: CpfHolder): Promise<boolean>;
}

/** Share of the income each bureau accepts as total monthly debt. */
const commitmentLimit: Record<BureauService, number> = { serasa: 0.35, quod: 0.3, bmp: 0.4 };

/**
 * A bureau's score of a CPF's history, 450..900: stable per person and bureau (a bureau knows
 * history the sandbox does not have, so it is derived from the CPF).
 */
export function sandboxHistoryScore(service: BureauService, cpf: string): number {
  const digest = createHash('sha256').update(`${service}:${cpf}`).digest();
  return 450 + (digest.readUInt16BE(0) % 451);
}

/** Sandbox score: the history's score lowered by how much of the income is already committed. */
export function sandboxScore(service: BureauService, subject: BureauSubject): number {
  const base = sandboxHistoryScore(service, subject.cpf);
  const committed = subject.monthlyIncome > 0 ? subject.monthlyDebts / subject.monthlyIncome : 1;
  const penalty = Math.round(Math.min(committed, 1) * 400);
  return Math.max(0, Math.min(1000, base - penalty));
}

export function riskOf(score: number): RiskLevel {
  if (score >= 700) return 'baixo';
  if (score >= 500) return 'medio';
  return 'alto';
}

export function evaluateSubject(service: BureauService, subject: BureauSubject): BureauResult {
  const score = sandboxScore(service, subject);
  const risk = riskOf(score);
  const available = Math.max(0, subject.monthlyIncome * commitmentLimit[service] - subject.monthlyDebts);
  const approved = risk !== 'alto' && available > 0;
  return {
    service,
    score,
    risk,
    available_monthly_commitment: Math.round(available * 100) / 100,
    approved,
    message: approved
      ? 'Perfil aprovado para análise de crédito.'
      : 'Perfil não aprovado pelos critérios do bureau.',
  };
}

export function sandboxCreditBureau(
  service: BureauService,
  failure = new FailureSwitch(service),
): CreditBureau & { failure: FailureSwitch } {
  return {
    service,
    failure,
    async evaluate(subject) {
      await failure.answer(subject.cpf);
      return evaluateSubject(service, subject);
    },
    async checkIdentity(cpf, claimed) {
      await failure.answer(cpf);
      return sameHolder(claimed, sandboxHolderOf(cpf));
    },
  };
}
