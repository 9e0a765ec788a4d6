import { SERVER_MSG } from '../../../src/core/contract/common.ts';
import { expiredOfferDetail, offerExpired } from '../../../src/core/products/offer-terms.ts';
import { usesCorrespondentBanks } from '../../../src/core/products/product-landing.ts';
import { earliestBrazilianToday } from '../../../src/features/ordering/rules/schedule.ts';
import type { automationEndpoints } from '../../../src/features/simulators/contract/automation.ts';
import { AUTOMATION_MESSAGES } from '../../../src/features/simulators/contract/automation-messages.ts';
import { clockFor } from '../../clock/clock.ts';
import { type AuthUser, type Deps, forbidden, HttpError, notFound, tooManyRequests } from '../../context.ts';
import { findBanker } from '../../db/bankers.ts';
import { hit } from '../../http/rate-limit.ts';
import { insertMail } from '../../mail/outbox.ts';
import type { Handlers } from '../../mount.ts';
import { givenValues } from '../../notifications/field-values.ts';
import { notifyInTransaction } from '../../notifications/notify.ts';
import { simulationMailBody } from '../simulation-mail.ts';
import { findCustomerOfBanker, findSimulation } from './queries.ts';

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
  const customer = await findCustomerOfBanker(deps.db, user.id, email, simulation.customerId);
  if (!customer) throw forbidden(AUTOMATION_MESSAGES.notYourCustomer);
  return customer;
}

// Mails a stored simulation to the customer who made it, or from the banker to a customer of
// theirs; the text comes from the record only, so the route cannot relay anybody's message.
export function simulationHandlers(
  deps: Deps,
): Pick<Handlers<typeof automationEndpoints>, 'sendSimulations'> {
  return {
    async sendSimulations({ body, user }) {
      if (
        (await hit(deps.db, `send-simulations:${user.id}`, SEND_LIMIT.windowSeconds)) > SEND_LIMIT.perWindow
      )
        throw tooManyRequests('send-simulations');
      const simulation = await findSimulation(deps.db, body.simulation);
      if (!simulation) throw notFound(AUTOMATION_MESSAGES.simulationNotFound);
      // An expired offer is not sent on: the customer is asked to simulate again.
      if (offerExpired(simulation.validUntil, earliestBrazilianToday(clockFor(deps).now())))
        throw new HttpError(410, { detail: expiredOfferDetail(simulation.validUntil) });
      const recipient = await recipientOf(deps, user, simulation, body.email);
      const banker = await findBanker(deps.db, simulation.bankerId);
      if (!banker) throw notFound(SERVER_MSG.bankerNotFound);
      const text = simulationMailBody(simulation, {
        correspondent: usesCorrespondentBanks(simulation.corban),
      });
      const sentByCustomer = simulation.customerId === user.id;
      await deps.db.transaction(async (tx) => {
        await insertMail(tx, {
          to: recipient.email,
          subject: `Suas simulações de ${PRODUCT_NAME}`,
          text: `Olá, ${recipient.fullName}!\n\nAqui estão as simulações de ${PRODUCT_NAME} que você fez na loja de ${banker.fullName}.\n\n${text}\n\nPara continuar, fale com ${banker.fullName} (${banker.email}).\n`,
        });
        // The customer's own send is news to the banker (as their choice of notifications says);
        // the banker's own send gets its copy.
        if (sentByCustomer)
          await notifyInTransaction(tx, deps.config.publicOrigin, {
            kind: 'simulation',
            bankerId: banker.id,
            customer: user.id,
            product: PRODUCT_NAME,
            values: givenValues({
              real_estate_value: simulation.realEstateValue,
              financing_value: simulation.financingValue,
              funding_period: simulation.fundingPeriod,
              real_estate_address_state: simulation.realEstateAddressState,
            }),
          });
        else
          await insertMail(tx, {
            to: banker.email,
            subject: `${recipient.fullName} recebeu simulações de ${PRODUCT_NAME}`,
            text: `${recipient.fullName} (${recipient.email}) recebeu por e-mail as simulações de ${PRODUCT_NAME}.\n\n${text}\n`,
          });
      });
      deps.mail.wake();
      return { detail: AUTOMATION_MESSAGES.sent };
    },
  };
}
