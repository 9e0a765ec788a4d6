import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  BUREAU_SERVICES,
  type BureauServiceName,
  PROFILE_MESSAGES,
  profileCalculateSchema,
  profileRequestSchema,
  SOLICITATION_MESSAGES,
} from '../../src/api/checkout.ts';
import type { AuthUser } from '../auth/tokens.ts';
import {
  type AppEnv,
  currentUser,
  type Deps,
  forbidden,
  HttpError,
  notFound,
  parseOrThrow,
  requireUser,
} from '../context.ts';
import type { Db } from '../db/index.ts';
import { bureauResults, creditProfiles } from '../db/schema/index.ts';
import type { BureauResult } from '../partners/credit-bureaus.ts';
import { PartnerUnavailableError } from '../partners/failure-switch.ts';
import { partnersFor } from '../partners/partners.ts';
import { readJson } from './read-json.ts';
import { belongsToCustomer, findById, type SolicitationRow } from './solicitation-store.ts';

type ProfileRow = typeof creditProfiles.$inferSelect;

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
  await deps.db
    .insert(bureauResults)
    .values({ profileId: profile.id, service, result: { ...result } })
    .onConflictDoUpdate({
      target: [bureauResults.profileId, bureauResults.service],
      set: { result: { ...result }, calculatedAt: new Date() },
    });
  return result;
}

/** Credit profile and bureau calculations (spec §4.11, §7). */
export function profileRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.post('/profile', requireUser(deps), async (c) => {
    const user = currentUser(c);
    const body = parseOrThrow(profileRequestSchema, await readJson(c));
    if (body.solicitation) await solicitationFor(db, body.solicitation, user);
    const [row] = await db
      .insert(creditProfiles)
      .values({
        ownerId: user.id,
        solicitationId: body.solicitation ?? null,
        cpf: body.cpf.replace(/\D/g, ''),
        fullName: body.full_name,
        monthlyIncome: body.monthly_income,
        monthlyDebts: body.monthly_debts ?? 0,
        requestedValue: body.requested_value ?? 0,
      })
      .returning({ id: creditProfiles.id });
    return c.json({ id: row?.id }, 201);
  });

  // The three bureaus in sequence for the latest profile of a solicitation; stops at the first failure.
  app.post('/profile/calculate', requireUser(deps), async (c) => {
    const user = currentUser(c);
    const body = parseOrThrow(profileCalculateSchema, await readJson(c));
    const solicitation = await solicitationFor(db, body.solicitation, user);
    const [profile] = await db
      .select()
      .from(creditProfiles)
      .where(eq(creditProfiles.solicitationId, solicitation.id))
      .orderBy(desc(creditProfiles.id))
      .limit(1);
    if (!profile) throw notFound(PROFILE_MESSAGES.notFound);
    const results: BureauResult[] = [];
    for (const service of BUREAU_SERVICES) results.push(await evaluate(deps, profile, service));
    return c.json({ profile: profile.id, solicitation: solicitation.id, results });
  });

  app.post('/profile/:id/:service/calculate', requireUser(deps), async (c) => {
    const user = currentUser(c);
    const service = c.req.param('service') as BureauServiceName;
    const id = Number(c.req.param('id'));
    if (!(BUREAU_SERVICES as readonly string[]).includes(service) || !Number.isInteger(id) || id < 1) {
      throw notFound(PROFILE_MESSAGES.notFound);
    }
    const [profile] = await db.select().from(creditProfiles).where(eq(creditProfiles.id, id)).limit(1);
    if (!profile) throw notFound(PROFILE_MESSAGES.notFound);
    if (profile.ownerId !== user.id) {
      const solicitation = profile.solicitationId ? await findById(db, profile.solicitationId) : null;
      if (!solicitation || !mayUseSolicitation(solicitation, user)) throw forbidden();
    }
    return c.json(await evaluate(deps, profile, service));
  });

  return app;
}
