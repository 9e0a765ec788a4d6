import { FailureSwitch } from '../partners/failure-switch.ts';
import { type AskedTerms, type Decision, decide, type JudgedProfile } from './decide.ts';
import { LENDER_POLICIES, type LenderPolicy } from './policies.ts';

/** A partner institution that prices personal credit for a profile (a real one is an HTTP adapter). */
export interface Lender {
  readonly policy: LenderPolicy;
  readonly failure: FailureSwitch;
  /** Prices for release on `releaseDate` (yyyy-mm-dd, the day of the offer). */
  quote(profile: JudgedProfile, asked: AskedTerms, releaseDate: string): Promise<Decision>;
}

/**
 * The sandbox partner: applies its policy to what it is given, so its answer follows from the CPF
 * (through the bureaus' scores) and the inputs; its switch (`/sandbox/control/lender-{partner}`)
 * makes it fail.
 */
export function sandboxLender(policy: LenderPolicy): Lender {
  const failure = new FailureSwitch(`lender-${policy.partner}`);
  return {
    policy,
    failure,
    quote: failure.guard((profile: JudgedProfile, asked: AskedTerms, releaseDate: string) =>
      decide(policy, profile, asked, releaseDate),
    ),
  };
}

export function sandboxLenders(): Lender[] {
  return LENDER_POLICIES.map(sandboxLender);
}
