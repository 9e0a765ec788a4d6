import type { MailMessage } from '../context.ts';

/** What an invitation mail needs to know (docs/routes-and-guards.md#guards, docs/invitations.md#invitation-and-authorization). */
export interface InviteMailInput {
  /** Builds an absolute link to a storefront route of the banker's store. */
  link(route: 'invite' | 'confirm' | 'report', query: Record<string, string>): string;
  to: string;
  solicitationId: string;
  bankerName: string;
  productTitle: string;
  /** Whether the e-mail already belongs to an account (the `user` flag of the convite link). */
  userExists: boolean;
  /** The confirmation token, when the banker filled in the data for the customer to review. */
  confirmToken?: string;
}

/** The review variant's link labels, after which the brand review finds its links (tests/brand-review/setups.ts). */
export const REVIEW_LINK_LABEL = 'Revise os dados';
export const CONFIRM_LINK_LABEL = 'Confirme';

/**
 * The invitation mail: the `convite` link (with the `user` flag, and `review` when the banker filled
 * in the data), the `report-invite` link for 'não fui eu', and the `confirm` link in the review variant.
 */
export function inviteMail(input: InviteMailInput): MailMessage {
  const id = input.solicitationId;
  const user = String(input.userExists);
  const report = input.link('report', { id });
  if (input.confirmToken === undefined) {
    const invite = input.link('invite', { id, user });
    return {
      to: input.to,
      subject: `${input.bankerName} convidou você para solicitar ${input.productTitle}`,
      text: [
        'Olá!',
        '',
        `${input.bankerName} convidou você para solicitar ${input.productTitle}.`,
        `Para continuar, acesse: ${invite}`,
        '',
        `Não conhece ${input.bankerName} ou não pediu este contato? Avise: ${report}`,
        '',
      ].join('\n'),
    };
  }
  const review = input.link('invite', { id, user, review: 'true' });
  const confirm = input.link('confirm', { id, token: input.confirmToken });
  return {
    to: input.to,
    subject: `Confira os dados da sua solicitação de ${input.productTitle}`,
    text: [
      'Olá!',
      '',
      `${input.bankerName} preencheu a sua solicitação de ${input.productTitle}.`,
      `${REVIEW_LINK_LABEL}: ${review}`,
      `Está tudo certo? ${CONFIRM_LINK_LABEL}: ${confirm}`,
      `Encontrou um erro ou não pediu este contato? Avise: ${report}`,
      '',
    ].join('\n'),
  };
}
