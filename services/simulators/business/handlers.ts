import { BUSINESS_MESSAGES, type checkoutEndpoints, ORDER_MESSAGES } from '../../../src/contract/checkout.ts';
import { digitsOf } from '../../../src/core/format/digits.ts';
import { pathFor } from '../../../src/core/routes/route-table.ts';
import { MSG } from '../../../src/core/validation/messages.ts';
import { badRequest, type Deps, fieldError, HttpError, notFound } from '../../context.ts';
import { admitInviteMail } from '../../invitations/invite-limits.ts';
import type { Handlers } from '../../mount.ts';
import { findBanker } from '../../ordering/order-context.ts';
import { partnersFor } from '../../partner-registry.ts';
import type { CompanyLookup } from '../../partners/company-registry.ts';
import { PartnerUnavailableError } from '../../partners/failure-switch.ts';
import { insertCompany, insertInvite, isRegisteredBy } from './queries.ts';

export const BUSINESS_ENDPOINTS = ['businessValidate', 'businessCreate', 'businessInvite'] as const;
type BusinessHandlers = Pick<Handlers<typeof checkoutEndpoints>, (typeof BUSINESS_ENDPOINTS)[number]>;

/** Registry look-up; null when the registry is unavailable. */
async function lookup(deps: Deps, cnpj: string): Promise<CompanyLookup | null> {
  try {
    return await partnersFor(deps).companyRegistry.lookup(cnpj);
  } catch (error) {
    if (error instanceof PartnerUnavailableError) return null;
    throw error;
  }
}

/** Company-number check, company registration and invitation (docs/simulators.md#company-check-and-credit-profile, docs/services.md#calls, docs/validation-and-errors.md#error-catalogue). */
export function businessHandlers(deps: Deps): BusinessHandlers {
  const { db } = deps;
  return {
    // Open to visitors (the business loan page needs no login). Unavailable answers `status: 0`
    // without data, which the storefront retries up to 3 times.
    async businessValidate({ query }) {
      const cnpj = digitsOf(query.cnpj);
      const banker = await findBanker(db, query.personal_banker_id);
      if (!banker) throw notFound(ORDER_MESSAGES.bankerNotFound);
      const found = await lookup(deps, cnpj);
      if (found === null) return { data: null, message: BUSINESS_MESSAGES.registryDown, status: 0 };
      if (found.kind === 'invalid') throw fieldError('cnpj', MSG.cnpj);
      if (found.kind === 'unknown') throw notFound(BUSINESS_MESSAGES.unknown);
      if (found.company.status !== 'ATIVA') throw badRequest(BUSINESS_MESSAGES.inactive);
      const { company } = found;
      return {
        data: {
          cnpj: company.cnpj,
          name: company.name,
          trade_name: company.tradeName,
          opened_at: company.openedAt,
          situation: company.status,
        },
        message: BUSINESS_MESSAGES.found,
        status: 1,
      };
    },

    async businessCreate({ body, user }) {
      const cnpj = digitsOf(body.cnpj);
      const banker = await findBanker(db, body.personal_banker);
      if (!banker) throw notFound(ORDER_MESSAGES.bankerNotFound);
      // A customer's registration holds the CNPJ for that customer only: another's claim never blocks the company.
      if (await isRegisteredBy(db, cnpj, user.id)) throw fieldError('cnpj', ORDER_MESSAGES.cnpjTaken);
      const found = await lookup(deps, cnpj);
      if (found === null) throw new HttpError(503, { detail: BUSINESS_MESSAGES.registryDown });
      if (found.kind === 'invalid') throw fieldError('cnpj', MSG.cnpj);
      const name = found.kind === 'found' ? found.company.name : body.name;
      if (!name) throw fieldError('name', MSG.required);
      const { cnpj: _c, personal_banker: _p, name: _n, ...data } = body;
      const id = await insertCompany(db, { cnpj, name, ownerId: user.id, bankerId: banker.id, data });
      if (id === null) throw fieldError('cnpj', ORDER_MESSAGES.cnpjTaken);
      return { id, cnpj, name };
    },

    // A banker invites a company's representative by e-mail; the same invitation again answers 200.
    // The names are one bounded line without links (the contract); the only link is the store's own.
    async businessInvite({ body, user, c }) {
      const cnpj = digitsOf(body.cnpj);
      const banker = await findBanker(db, user.id);
      if (!banker) throw notFound(ORDER_MESSAGES.bankerNotFound);
      await admitInviteMail(db, banker.id, body.email);
      const invite = {
        bankerId: banker.id,
        cnpj,
        companyName: body.company_name,
        email: body.email,
        name: body.name,
      };
      if (!(await insertInvite(db, invite))) return c.json({ detail: BUSINESS_MESSAGES.invited }, 200);
      const link = `${deps.config.publicOrigin}${pathFor('business-loan', { pb: banker.slug ?? '' })}?${new URLSearchParams({ cnpj })}`;
      await deps.mail.enqueue({
        to: body.email,
        subject: `${banker.fullName} convidou ${body.company_name} para o crédito empresarial`,
        text: `Olá, ${body.name}!\n\n${banker.fullName} convidou a empresa ${body.company_name} para conhecer as linhas de crédito empresarial.\nPara continuar, acesse: ${link}\n`,
      });
      return { detail: BUSINESS_MESSAGES.invited };
    },
  };
}
