import type { StoredBureau } from '../db/schema/offers.ts';
import { type BureauService, bureauServices, type CreditBureau, riskOf } from '../partners/credit-bureaus.ts';
import { withinTime } from '../partners/time-limit.ts';
import type { JudgedProfile } from './decide.ts';
import { OFFER_TIMES } from './limits.ts';

/** Who is looked up, with what they told. */
export interface LookupSubject {
  cpf: string;
  monthlyIncome: number;
  otherInstalments: number;
  amount: number;
}

/**
 * The three bureaus at once, each within its time: what each answered, or that it did not (a
 * failure or a late answer). Never throws for a bureau.
 */
export async function askBureaus(
  bureaus: Readonly<Record<BureauService, CreditBureau>>,
  subject: LookupSubject,
  timeMs: number = OFFER_TIMES.bureauMs,
): Promise<StoredBureau[]> {
  return Promise.all(
    bureauServices.map(async (service): Promise<StoredBureau> => {
      try {
        const result = await withinTime(service, timeMs, () =>
          bureaus[service].evaluate({
            cpf: subject.cpf,
            monthlyIncome: subject.monthlyIncome,
            monthlyDebts: subject.otherInstalments,
            requestedValue: subject.amount,
          }),
        );
        return { service, status: 'ok', score: result.score, risk: result.risk };
      } catch {
        return { service, status: 'indisponivel' };
      }
    }),
  );
}

/**
 * The profile the partners judge: the median score of the bureaus that answered (of two, the lower:
 * one bureau alone neither lifts nor sinks a profile) and its band; null when none answered.
 */
export function judgedProfile(bureaus: readonly StoredBureau[]): JudgedProfile | null {
  const scores = bureaus.flatMap((bureau) =>
    bureau.status === 'ok' && bureau.score !== undefined ? [bureau.score] : [],
  );
  if (scores.length === 0) return null;
  const sorted = [...scores].sort((a, b) => a - b);
  const score = sorted[Math.floor((sorted.length - 1) / 2)] as number;
  return { score, risk: riskOf(score) };
}
