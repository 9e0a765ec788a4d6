import { FailureSwitch } from './failure-switch.ts';
import type { RealEstateBankConfig } from './real-estate-banks.ts';
import {
  type RealEstatePartnerResult,
  type RealEstateSimulationInput,
  simulateWithBank,
} from './real-estate-simulation.ts';

/** One real-estate partner bank, whatever answers for it (sandbox or a real integration). */
export interface RealEstateBank {
  readonly id: string;
  readonly name: string;
  simulate(input: RealEstateSimulationInput): Promise<RealEstatePartnerResult>;
}

/** Sandbox bank: answers from its configuration, or fails when told to. */
export function sandboxRealEstateBank(
  config: RealEstateBankConfig,
  baseUrl: string,
  failure = new FailureSwitch(config.id),
): RealEstateBank & { failure: FailureSwitch } {
  return {
    id: config.id,
    name: config.name,
    failure,
    simulate: failure.guard((input: RealEstateSimulationInput) => simulateWithBank(config, input, baseUrl)),
  };
}
