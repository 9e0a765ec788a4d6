import { and, eq, exists, or } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  AUTOMATION_MESSAGES,
  realEstateCreditSchema,
  sendSimulationsSchema,
} from '../../src/api/automation.ts';
import { SERVER_MSG } from '../../src/api/common.ts';
import { findBanker } from '../checkout/order-context.ts';
import { accountIdentity, orderIdentity } from '../checkout/order-identity.ts';
import { readJson } from '../checkout/read-json.ts';
import {
  type AppEnv,
  type AuthUser,
  currentUser,
  type Deps,
  forbidden,
  notFound,
  parseOrThrow,
  requireUser,
  tooManyRequests,
} from '../context.ts';
import { interestRecords, leads, persons, realEstateCreditRequests } from '../db/schema/index.ts';
import { hit } from '../http/rate-limit.ts';
import { chosenNames, creditRequestMailText } from './real-estate-credit.ts';
import { simulationMailBody } from './simulation-mail.ts';

/** Simulation mails a user may send: enough for a customer and a banker, too few to spam with. */
const SEND_LIMIT = { perWindow: 10, windowSeconds: 3600 } as const;
/** Simulations are stored for the real-estate financing simulator only. */
const PRODUCT_NAME = 'financiamento imobiliário';

/**
 * Who receives a stored simulation: its own customer (to the account's address), or, when its
 * banker sends it, a person who is the banker's customer or lead.
 */
async function recipientOf(
  deps: Deps,
  user: AuthUser,
  simulation: { customerId: number | null; bankerId: number },
  email: string | undefined,
): Promise<{ email: string; fullName: string }> {
  if (simulation.customerId === user.id) {
    if (email !== undefined && email !== user.email) throw forbidden(AUTOMATION_MESSAGES.notYours);
    return { email: user.email, fullName: user.fullName };
  }
  if (simulation.bankerId !== user.id || email === undefined) throw forbidden(AUTOMATION_MESSAGES.notYours);
  const [customer] = await deps.db
    .select({ email: persons.email, fullName: persons.fullName })
    .from(persons)
    .where(
      and(
        eq(persons.email, email),
        or(
          eq(persons.id, simulation.customerId ?? 0),
          exists(
            deps.db
              .select({ id: leads.id })
              .from(leads)
              .where(and(eq(leads.bankerId, user.id), eq(leads.customerId, persons.id))),
          ),
        ),
      ),
    )
    .limit(1);
  if (!customer) throw forbidden(AUTOMATION_MESSAGES.notYourCustomer);
  return customer;
}

/** The automation service (spec §7), mounted at `/api/automation`. */
export function automationRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Mails a stored simulation to the customer who made it, or from the banker to a customer of
  // theirs; the text comes from the record only, so the route cannot relay anybody's message.
  app.post('/sendSimulations', requireUser(deps), async (c) => {
    const user = currentUser(c);
    const body = parseOrThrow(sendSimulationsSchema, await readJson(c));
    if (
      (await hit(deps.db, `send-simulations:${user.id}`, SEND_LIMIT.windowSeconds)) > SEND_LIMIT.perWindow
    ) {
      throw tooManyRequests();
    }
    const [simulation] = await deps.db
      .select()
      .from(interestRecords)
      .where(eq(interestRecords.id, body.simulation))
      .limit(1);
    if (!simulation) throw notFound(AUTOMATION_MESSAGES.simulationNotFound);
    const recipient = await recipientOf(deps, user, simulation, body.email);
    const banker = await findBanker(deps.db, simulation.bankerId);
    if (!banker) throw notFound(SERVER_MSG.bankerNotFound);
    const text = simulationMailBody(simulation);
    await deps.mail.enqueue({
      to: recipient.email,
      subject: `Suas simulações de ${PRODUCT_NAME}`,
      text: `Olá, ${recipient.fullName}!\n\nAqui estão as simulações de ${PRODUCT_NAME} que você fez na loja de ${banker.fullName}.\n\n${text}\n\nPara continuar, fale com ${banker.fullName} (${banker.email}).\n`,
    });
    await deps.mail.enqueue({
      to: banker.email,
      subject: `${recipient.fullName} recebeu simulações de ${PRODUCT_NAME}`,
      text: `${recipient.fullName} (${recipient.email}) recebeu por e-mail as simulações de ${PRODUCT_NAME}.\n\n${text}\n`,
    });
    return c.json({ detail: AUTOMATION_MESSAGES.sent }, 202);
  });

  // A real-estate credit request: stored, forwarded to the banker, acknowledged to the customer.
  app.post('/realEstateCredit', requireUser(deps), async (c) => {
    const user = currentUser(c);
    const body = parseOrThrow(realEstateCreditSchema, await readJson(c));
    if (body.email !== user.email) throw forbidden(AUTOMATION_MESSAGES.notYours);
    const [banker, account] = await Promise.all([
      findBanker(deps.db, body.personal_banker),
      accountIdentity(deps.db, user),
    ]);
    if (!banker) throw notFound(SERVER_MSG.bankerNotFound);
    // The request speaks for the account: its name, birthday and CPF are the account's.
    const identity = orderIdentity(account, body);
    const names = await chosenNames(deps.db, body);
    const payload = {
      ...body,
      full_name: identity.fullName,
      birthday: identity.birthday,
      cpf: identity.cpf ?? body.cpf.replace(/\D/g, ''),
    };
    const [row] = await deps.db
      .insert(realEstateCreditRequests)
      .values({ bankerId: banker.id, customerId: user.id, email: body.email, payload })
      .returning({ id: realEstateCreditRequests.id });
    await deps.mail.enqueue({
      to: banker.email,
      subject: `Nova solicitação de crédito imobiliário de ${identity.fullName}`,
      text: creditRequestMailText({ ...body, full_name: identity.fullName }, names),
    });
    await deps.mail.enqueue({
      to: body.email,
      subject: 'Recebemos sua solicitação de crédito imobiliário',
      text: `Olá, ${identity.fullName}!\n\n${banker.fullName} recebeu sua solicitação de crédito imobiliário e vai entrar em contato.\n`,
    });
    return c.json({ id: row?.id ?? 0, detail: AUTOMATION_MESSAGES.creditSent }, 201);
  });

  return app;
}
