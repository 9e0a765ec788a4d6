import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  BUSINESS_MESSAGES,
  businessCreateSchema,
  businessInviteSchema,
  businessValidateQuerySchema,
  ORDER_MESSAGES,
} from '../../src/api/checkout.ts';
import { MSG } from '../../src/api/validation/messages.ts';
import {
  type AppEnv,
  assertBanker,
  badRequest,
  currentUser,
  type Deps,
  fieldError,
  HttpError,
  notFound,
  parseOrThrow,
  requireUser,
} from '../context.ts';
import type { Db } from '../db/index.ts';
import { businessCompanies, businessInvites } from '../db/schema/index.ts';
import type { CompanyLookup } from '../partners/company-registry.ts';
import { PartnerUnavailableError } from '../partners/failure-switch.ts';
import { partnersFor } from '../partners/partners.ts';
import { findBanker } from './order-context.ts';
import { readJson } from './read-json.ts';

const digits = (value: string) => value.replace(/\D/g, '');

async function isRegistered(db: Db, cnpj: string): Promise<boolean> {
  const rows = await db
    .select({ id: businessCompanies.id })
    .from(businessCompanies)
    .where(eq(businessCompanies.cnpj, cnpj))
    .limit(1);
  return rows.length > 0;
}

/** Registry look-up; null when the registry is unavailable. */
async function lookup(deps: Deps, cnpj: string): Promise<CompanyLookup | null> {
  try {
    return await partnersFor(deps).companyRegistry.lookup(cnpj);
  } catch (error) {
    if (error instanceof PartnerUnavailableError) return null;
    throw error;
  }
}

/** Company-number check, company registration and invitation (spec §4.11, §7, §8). */
export function businessRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  // Open to visitors (the business loan page needs no login). Unavailable answers `status: 0`
  // without data, which the storefront retries up to 3 times.
  app.get('/open-banking/business/v1/validate', async (c) => {
    const query = parseOrThrow(businessValidateQuerySchema, c.req.query());
    const cnpj = digits(query.cnpj);
    const banker = await findBanker(db, query.personal_banker_id);
    if (!banker) throw notFound(ORDER_MESSAGES.bankerNotFound);
    if (await isRegistered(db, cnpj))
      return c.json({ data: null, message: BUSINESS_MESSAGES.notAvailable, status: 0 });
    const found = await lookup(deps, cnpj);
    if (found === null) return c.json({ data: null, message: BUSINESS_MESSAGES.registryDown, status: 0 });
    if (found.kind === 'invalid') throw fieldError('cnpj', MSG.cnpj);
    if (found.kind === 'unknown') throw notFound(BUSINESS_MESSAGES.unknown);
    if (found.company.status !== 'ATIVA') throw badRequest(BUSINESS_MESSAGES.inactive);
    const { company } = found;
    return c.json({
      data: {
        cnpj: company.cnpj,
        name: company.name,
        trade_name: company.tradeName,
        opened_at: company.openedAt,
        situation: company.status,
      },
      message: BUSINESS_MESSAGES.found,
      status: 1,
    });
  });

  app.post('/open-banking/business/v1/business', requireUser(deps), async (c) => {
    const user = currentUser(c);
    const body = parseOrThrow(businessCreateSchema, await readJson(c));
    const cnpj = digits(body.cnpj);
    const banker = await findBanker(db, body.personal_banker);
    if (!banker) throw notFound(ORDER_MESSAGES.bankerNotFound);
    if (await isRegistered(db, cnpj)) throw fieldError('cnpj', ORDER_MESSAGES.cnpjTaken);
    const found = await lookup(deps, cnpj);
    if (found === null) throw new HttpError(503, { detail: BUSINESS_MESSAGES.registryDown });
    if (found.kind === 'invalid') throw fieldError('cnpj', MSG.cnpj);
    const name = found.kind === 'found' ? found.company.name : body.name;
    if (!name) throw fieldError('name', MSG.required);
    const { cnpj: _c, personal_banker: _p, name: _n, ...data } = body;
    const inserted = await db
      .insert(businessCompanies)
      .values({ cnpj, name, ownerId: user.id, bankerId: banker.id, data })
      .onConflictDoNothing()
      .returning({ id: businessCompanies.id });
    const row = inserted[0];
    if (!row) throw fieldError('cnpj', ORDER_MESSAGES.cnpjTaken);
    return c.json({ id: row.id, cnpj, name }, 201);
  });

  // A banker invites a company's representative by e-mail.
  app.post('/open-banking/business/v1/business/invite', requireUser(deps), async (c) => {
    const user = currentUser(c);
    assertBanker(user);
    const body = parseOrThrow(businessInviteSchema, await readJson(c));
    const cnpj = digits(body.cnpj);
    if (await isRegistered(db, cnpj)) throw fieldError('cnpj', ORDER_MESSAGES.cnpjTaken);
    const banker = await findBanker(db, user.id);
    if (!banker) throw notFound(ORDER_MESSAGES.bankerNotFound);
    const inserted = await db
      .insert(businessInvites)
      .values({
        bankerId: banker.id,
        cnpj,
        companyName: body.company_name,
        email: body.email,
        name: body.name,
      })
      .onConflictDoNothing()
      .returning({ id: businessInvites.id });
    if (inserted.length > 0) {
      const link = `${deps.config.publicOrigin}/pb/${banker.slug ?? ''}/emprestimo-empresarial?${new URLSearchParams({ cnpj })}`;
      await deps.mail.enqueue({
        to: body.email,
        subject: `${banker.fullName} convidou ${body.company_name} para o crédito empresarial`,
        text: `Olá, ${body.name}!\n\n${banker.fullName} convidou a empresa ${body.company_name} para conhecer as linhas de crédito empresarial.\nPara continuar, acesse: ${link}\n`,
      });
    }
    return c.json({ detail: BUSINESS_MESSAGES.invited }, inserted.length > 0 ? 201 : 200);
  });

  return app;
}
