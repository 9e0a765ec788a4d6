import type { SQL } from 'drizzle-orm';
import { type Lender, sandboxLenders } from './offers/lenders.ts';
import { type CompanyRegistry, sandboxCompanyRegistry } from './partners/company-registry.ts';
import {
  type ConsortiumAdministrator,
  consortiumAdministrators,
  sandboxConsortiumAdministrator,
} from './partners/consortium-administrators.ts';
import {
  type BureauService,
  bureauServices,
  type CreditBureau,
  sandboxCreditBureau,
} from './partners/credit-bureaus.ts';
import type { FailureSwitch } from './partners/failure-switch.ts';
import { handOffUrlSql } from './partners/hand-off.ts';
import { type RealEstateBank, sandboxRealEstateBank } from './partners/real-estate-bank.ts';
import { realEstateBanks } from './partners/real-estate-banks.ts';

/** Every partner the services talk to, one adapter each. */
export interface Partners {
  realEstateBanks: ReadonlyMap<string, RealEstateBank>;
  companyRegistry: CompanyRegistry;
  bureaus: Readonly<Record<BureauService, CreditBureau>>;
  consortiumAdministrators: readonly ConsortiumAdministrator[];
  /** The institutions that price personal credit for 'Ofertas para você'. */
  lenders: readonly Lender[];
  /** Address where the partner receives a stored order (the hand-off page), built in the inserting statement. */
  handOffUrlSql(orderId: SQL): SQL;
  /** Switches of the sandbox adapters by partner id, so tests and local runs can make them fail. */
  failures: ReadonlyMap<string, FailureSwitch>;
}

/** The embedded default: sandbox adapters computing from their configuration. */
export function createSandboxPartners(baseUrl: string): Partners {
  const banks = realEstateBanks.map((config) => sandboxRealEstateBank(config, baseUrl));
  const registry = sandboxCompanyRegistry();
  const bureauList = bureauServices.map((service) => sandboxCreditBureau(service));
  const administrators = consortiumAdministrators.map((config) => sandboxConsortiumAdministrator(config));
  const lenders = sandboxLenders();
  const failures = new Map<string, FailureSwitch>();
  for (const adapter of [...banks, registry, ...bureauList, ...administrators, ...lenders])
    failures.set(adapter.failure.partner, adapter.failure);
  return {
    realEstateBanks: new Map(banks.map((bank) => [bank.id, bank])),
    companyRegistry: registry,
    bureaus: Object.fromEntries(bureauList.map((bureau) => [bureau.service, bureau])) as unknown as Record<
      BureauService,
      CreditBureau
    >,
    consortiumAdministrators: administrators,
    lenders,
    handOffUrlSql: (orderId) => handOffUrlSql(baseUrl, orderId),
    failures,
  };
}

const byDeps = new WeakMap<object, Partners>();

/**
 * The partners of one running app. Routers built from the same deps share them, so a switch
 * flipped through the sandbox control reaches the checkout routes.
 */
export function partnersFor(deps: { config: { publicOrigin: string } }): Partners {
  let partners = byDeps.get(deps);
  if (!partners) {
    partners = createSandboxPartners(deps.config.publicOrigin);
    byDeps.set(deps, partners);
  }
  return partners;
}
