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
  currentUser,
  type Deps,
  forbidden,
  notFound,
  parseOrThrow,
  requireUser,
} from '../context.ts';
import { realEstateCreditRequests } from '../db/schema/index.ts';
import { chosenNames, creditRequestMailText } from './real-estate-credit.ts';
import { simulationLines } from './simulation-mail.ts';

/** The automation service (spec §7), mounted at `/api/automation`. */
export function automationRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Mails simulations to the logged user's own e-mail (or, sent by the banker, to a customer).
  app.post('/sendSimulations', requireUser(deps), async (c) => {
    const user = currentUser(c);
    const body = parseOrThrow(sendSimulationsSchema, await readJson(c));
    if (body.email !== user.email && body.pbId !== user.id) throw forbidden(AUTOMATION_MESSAGES.notYours);
    const banker = await findBanker(deps.db, body.pbId);
    if (!banker) throw notFound(SERVER_MSG.bankerNotFound);
    const blocks = simulationLines(body.payload);
    const contact = body.principalContact ? `\nContato informado: ${body.principalContact}` : '';
    await deps.mail.enqueue({
      to: body.email,
      subject: `Suas simulações de ${body.productTitle}`,
      text: `Olá, ${body.name}!\n\nAqui estão as simulações de ${body.productTitle} que você fez na loja de ${banker.fullName}.\n\n${blocks.join('\n\n')}\n\nPara continuar, fale com ${banker.fullName} (${banker.email}).\n`,
    });
    await deps.mail.enqueue({
      to: banker.email,
      subject: `${body.name} recebeu simulações de ${body.productTitle}`,
      text: `${body.name} (${body.email}) recebeu por e-mail as simulações de ${body.productTitle}.${contact}\n\n${blocks.join('\n\n')}\n`,
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
