import type { Context } from 'hono';
import {
  BUREAU_SERVICES,
  type BureauServiceName,
  type checkoutEndpoints,
  PROFILE_MESSAGES,
  SOLICITATION_MESSAGES,
} from '../../../src/contract/checkout.ts';
import { digitsOf } from '../../../src/core/format/digits.ts';
import type { AuthUser } from '../../accounts/tokens.ts';
import { clockFor } from '../../clock/clock.ts';
import { type AppEnv, type Deps, forbidden, HttpError, notFound } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { belongsToCustomer, findById, type SolicitationRow } from '../../invitations/solicitation-store.ts';
import type { Handlers } from '../../mount.ts';
import { partnersFor } from '../../partner-registry.ts';
import type { BureauResult } from '../../partners/credit-bureaus.ts';
import { PartnerUnavailableError } from '../../partners/failure-switch.ts';
import { type ConsentScope, consentScopeFor } from '../../privacy/consent.ts';
import { admitLookup, type BureauAccess, bureauAccess, recordLookup } from './bureau-access.ts';
import { proveIdentity } from './identity.ts';
import { findProfile, insertProfile, latestProfileOf, type ProfileRow, saveBureauResult } from './queries.ts';

export const PROFILE_ENDPOINTS = ['profileCreate', 'profileCalculate', 'profileService'] as const;
type ProfileHandlers = Pick<Handlers<typeof checkoutEndpoints>, (typeof PROFILE_ENDPOINTS)[number]>;

/** Customer of the solicitation, or its banker. */
async function mayUseSolicitation(db: Db, row: SolicitationRow, user: AuthUser): Promise<boolean> {
  return row.bankerId === user.id || (await belongsToCustomer(db, row, user));
}

async function solicitationFor(db: Db, id: string, user: AuthUser): Promise<SolicitationRow> {
  const row = await findById(db, id);
  if (!row) throw notFound(SOLICITATION_MESSAGES.notFound);
  if (!(await mayUseSolicitation(db, row, user))) throw forbidden();
  return row;
}

interface Lookup {
  profile: ProfileRow;
  solicitation: SolicitationRow | null;
  access: BureauAccess;
  scope: ConsentScope;
}

/**
 * Who may look the profile's CPF up: its holder, or the banker a holder authorized (403); the CPF
 * proven the holder's own, as for the offers (403 with the way forward); then counts the look-up
 * (429).
 */
async function admitted(
  deps: Deps,
  c: Context<AppEnv>,
  profile: ProfileRow,
  user: AuthUser,
): Promise<Lookup> {
  const solicitation = profile.solicitationId ? await findById(deps.db, profile.solicitationId) : null;
  const access = await bureauAccess(deps.db, user, profile.cpf, solicitation);
  const scope = await consentScopeFor(deps.db, access.bankerId);
  await proveIdentity(deps.db, access.subject, {
    bureaus: partnersFor(deps).bureaus,
    scope,
    address: c.get('clientAddress'),
    requestId: c.get('requestId'),
    words: PROFILE_MESSAGES.identity,
  });
  await admitLookup(deps.db, user, access, c.get('clientAddress'), clockFor(deps).now());
  return { profile, solicitation, access, scope };
}

async function evaluate(
  deps: Deps,
  c: Context<AppEnv>,
  user: AuthUser,
  { profile, access, scope }: Lookup,
  service: BureauServiceName,
): Promise<BureauResult> {
  const bureau = partnersFor(deps).bureaus[service];
  let result: BureauResult;
  try {
    result = await bureau.evaluate({
      cpf: profile.cpf,
      monthlyIncome: profile.monthlyIncome,
      monthlyDebts: profile.monthlyDebts,
      requestedValue: profile.requestedValue,
    });
  } catch (error) {
    if (error instanceof PartnerUnavailableError) {
      throw new HttpError(503, { detail: PROFILE_MESSAGES.bureauUnavailable(service) });
    }
    throw error;
  }
  await saveBureauResult(deps.db, profile.id, service, result);
  await recordLookup(
    deps.db,
    user,
    access,
    { service, profile: profile.id, solicitation: profile.solicitationId },
    c.get('requestId'),
    scope,
  );
  return result;
}

/** A profile by the path's id and service (404 for an unknown one). */
async function profileFor(db: Db, rawId: string, rawService: string) {
  const id = Number(rawId);
  if (!(BUREAU_SERVICES as readonly string[]).includes(rawService) || !Number.isInteger(id) || id < 1)
    throw notFound(PROFILE_MESSAGES.notFound);
  const profile = await findProfile(db, id);
  if (!profile) throw notFound(PROFILE_MESSAGES.notFound);
  return profile;
}

/** Credit profile and bureau calculations (docs/simulators.md#company-check-and-credit-profile, docs/services.md#calls). */
export function profileHandlers(deps: Deps): ProfileHandlers {
  const { db } = deps;
  return {
    // Only the caller's own CPF, or an authorizing customer's for the solicitation's banker.
    async profileCreate({ body, user }) {
      const solicitation = body.solicitation ? await solicitationFor(db, body.solicitation, user) : null;
      const cpf = digitsOf(body.cpf);
      await bureauAccess(db, user, cpf, solicitation);
      const id = await insertProfile(db, {
        ownerId: user.id,
        solicitationId: body.solicitation ?? null,
        cpf,
        fullName: body.full_name,
        monthlyIncome: body.monthly_income,
        monthlyDebts: body.monthly_debts ?? 0,
        requestedValue: body.requested_value ?? 0,
      });
      return { id };
    },

    // The three bureaus in sequence for the latest profile of a solicitation; stops at the first failure.
    async profileCalculate({ body, user, c }) {
      const solicitation = await solicitationFor(db, body.solicitation, user);
      const profile = await latestProfileOf(db, solicitation.id);
      if (!profile) throw notFound(PROFILE_MESSAGES.notFound);
      const results: BureauResult[] = [];
      for (const service of BUREAU_SERVICES) {
        results.push(await evaluate(deps, c, user, await admitted(deps, c, profile, user), service));
      }
      return { profile: profile.id, solicitation: solicitation.id, results };
    },

    // The path's id and service are checked here: an unknown one is a 404, not a 400.
    async profileService({ user, c }) {
      const { profileId, serviceName } = c.req.param();
      const profile = await profileFor(db, profileId ?? '', serviceName ?? '');
      const lookup = await admitted(deps, c, profile, user);
      return evaluate(deps, c, user, lookup, serviceName as BureauServiceName);
    },
  };
}
