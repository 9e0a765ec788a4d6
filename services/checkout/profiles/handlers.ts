import {
  BUREAU_SERVICES,
  type BureauServiceName,
  type checkoutEndpoints,
  PROFILE_MESSAGES,
  SOLICITATION_MESSAGES,
} from '../../../src/api/checkout.ts';
import type { AuthUser } from '../../auth/tokens.ts';
import { type Deps, forbidden, HttpError, notFound } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import type { Handlers } from '../../http/mount.ts';
import type { BureauResult } from '../../partners/credit-bureaus.ts';
import { PartnerUnavailableError } from '../../partners/failure-switch.ts';
import { partnersFor } from '../../partners/partners.ts';
import { belongsToCustomer, findById, type SolicitationRow } from '../solicitation-store.ts';
import { findProfile, insertProfile, latestProfileOf, type ProfileRow, saveBureauResult } from './queries.ts';

export const PROFILE_ENDPOINTS = ['profileCreate', 'profileCalculate', 'profileService'] as const;
type ProfileHandlers = Pick<Handlers<typeof checkoutEndpoints>, (typeof PROFILE_ENDPOINTS)[number]>;

/** Customer of the solicitation, or its banker. */
function mayUseSolicitation(row: SolicitationRow, user: AuthUser): boolean {
  return belongsToCustomer(row, user) || row.bankerId === user.id;
}

async function solicitationFor(db: Db, id: string, user: AuthUser): Promise<SolicitationRow> {
  const row = await findById(db, id);
  if (!row) throw notFound(SOLICITATION_MESSAGES.notFound);
  if (!mayUseSolicitation(row, user)) throw forbidden();
  return row;
}

async function evaluate(deps: Deps, profile: ProfileRow, service: BureauServiceName): Promise<BureauResult> {
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
  return result;
}

/** A profile of the user's or of a solicitation they may use (404 for an unknown one). */
async function profileFor(db: Db, rawId: string, rawService: string, user: AuthUser) {
  const id = Number(rawId);
  if (!(BUREAU_SERVICES as readonly string[]).includes(rawService) || !Number.isInteger(id) || id < 1)
    throw notFound(PROFILE_MESSAGES.notFound);
  const profile = await findProfile(db, id);
  if (!profile) throw notFound(PROFILE_MESSAGES.notFound);
  if (profile.ownerId !== user.id) {
    const solicitation = profile.solicitationId ? await findById(db, profile.solicitationId) : null;
    if (!solicitation || !mayUseSolicitation(solicitation, user)) throw forbidden();
  }
  return profile;
}

/** Credit profile and bureau calculations (spec §4.11, §7). */
export function profileHandlers(deps: Deps): ProfileHandlers {
  const { db } = deps;
  return {
    async profileCreate({ body, user }) {
      if (body.solicitation) await solicitationFor(db, body.solicitation, user);
      const id = await insertProfile(db, {
        ownerId: user.id,
        solicitationId: body.solicitation ?? null,
        cpf: body.cpf.replace(/\D/g, ''),
        fullName: body.full_name,
        monthlyIncome: body.monthly_income,
        monthlyDebts: body.monthly_debts ?? 0,
        requestedValue: body.requested_value ?? 0,
      });
      return { id };
    },

    // The three bureaus in sequence for the latest profile of a solicitation; stops at the first failure.
    async profileCalculate({ body, user }) {
      const solicitation = await solicitationFor(db, body.solicitation, user);
      const profile = await latestProfileOf(db, solicitation.id);
      if (!profile) throw notFound(PROFILE_MESSAGES.notFound);
      const results: BureauResult[] = [];
      for (const service of BUREAU_SERVICES) results.push(await evaluate(deps, profile, service));
      return { profile: profile.id, solicitation: solicitation.id, results };
    },

    // The path's id and service are checked here: an unknown one is a 404, not a 400.
    async profileService({ user, c }) {
      const { profileId, serviceName } = c.req.param();
      const profile = await profileFor(db, profileId ?? '', serviceName ?? '', user);
      return evaluate(deps, profile, serviceName as BureauServiceName);
    },
  };
}
