import { SERVER_MSG } from '../../../src/core/contract/common.ts';
import { digitsOf } from '../../../src/core/format/digits.ts';
import type { automationEndpoints } from '../../../src/features/simulators/contract/automation.ts';
import { AUTOMATION_MESSAGES } from '../../../src/features/simulators/contract/automation-messages.ts';
import { type Deps, forbidden, notFound } from '../../context.ts';
import { findBanker } from '../../db/bankers.ts';
import { accountIdentity } from '../../db/identity.ts';
import type { Handlers } from '../../mount.ts';
import { orderIdentity } from '../../ordering/order-context.ts';
import { chosenNames, creditRequestMailText } from '../real-estate-credit.ts';
import { insertCreditRequest } from './queries.ts';

/** A real-estate credit request: stored, forwarded to the banker, acknowledged to the customer. */
export function creditRequestHandlers(
  deps: Deps,
): Pick<Handlers<typeof automationEndpoints>, 'realEstateCredit'> {
  return {
    async realEstateCredit({ body, user }) {
      if (body.email !== user.email) throw forbidden(AUTOMATION_MESSAGES.notYours);
      const [banker, account] = await Promise.all([
        findBanker(deps.db, body.personal_banker),
        accountIdentity(deps.db, user),
      ]);
      if (!banker) throw notFound(SERVER_MSG.bankerNotFound);
      if (!account) throw forbidden(AUTOMATION_MESSAGES.notYours);
      // The request speaks for the account: its name, birthday and CPF are the account's.
      const identity = orderIdentity(account, body);
      const names = await chosenNames(deps.db, body);
      const payload = {
        ...body,
        full_name: identity.fullName,
        birthday: identity.birthday,
        cpf: identity.cpf ?? digitsOf(body.cpf),
      };
      const id = await insertCreditRequest(deps.db, {
        bankerId: banker.id,
        customerId: user.id,
        email: body.email,
        payload,
      });
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
      return { id, detail: AUTOMATION_MESSAGES.creditSent };
    },
  };
}
