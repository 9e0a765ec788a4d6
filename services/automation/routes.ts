import { Hono } from 'hono';
import {
  AUTOMATION_MESSAGES,
  realEstateCreditSchema,
  sendSimulationsSchema,
} from '../../src/api/automation.ts';
import { SERVER_MSG } from '../../src/api/common.ts';
import { findBanker } from '../checkout/order-context.ts';
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
import { simulationLines } from './simulation-mail.ts';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const money = (value: number) => brl.format(value).replace(/\s/g, ' ');

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
    const banker = await findBanker(deps.db, body.personal_banker);
    if (!banker) throw notFound(SERVER_MSG.bankerNotFound);
    const payload = { ...body, cpf: body.cpf.replace(/\D/g, '') };
    const [row] = await deps.db
      .insert(realEstateCreditRequests)
      .values({ bankerId: banker.id, customerId: user.id, email: body.email, payload })
      .returning({ id: realEstateCreditRequests.id });
    await deps.mail.enqueue({
      to: banker.email,
      subject: `Nova solicitação de crédito imobiliário de ${body.full_name}`,
      text: [
        `${body.full_name} pediu crédito imobiliário.`,
        `E-mail: ${body.email}`,
        `Celular: ${body.principal_contact}`,
        `Renda mensal: ${money(body.monthly_income)} (${body.income_source}, ${body.profession})`,
        `Banco escolhido: ${body.bank}`,
        `Imóvel: ${body.real_estate_type} em ${body.real_estate_address_state}, ${money(body.real_estate_value)}`,
        `Financiamento: ${money(body.financing_value)} em ${body.term} meses`,
      ].join('\n'),
    });
    await deps.mail.enqueue({
      to: body.email,
      subject: 'Recebemos sua solicitação de crédito imobiliário',
      text: `Olá, ${body.full_name}!\n\n${banker.fullName} recebeu sua solicitação de crédito imobiliário e vai entrar em contato.\n`,
    });
    return c.json({ id: row?.id ?? 0, detail: AUTOMATION_MESSAGES.creditSent }, 201);
  });

  return app;
}
