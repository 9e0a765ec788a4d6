import { desc } from 'drizzle-orm';
import type { DeskContactAnswer } from '../../../src/features/requests/contract/desk.ts';
import {
  CONTACT_MESSAGES,
  type ContactChannel,
  type ContactTemplateKey,
  fillTemplate,
  firstNameOf,
} from '../../../src/features/requests/rules/contact-templates.ts';
import { badRequest } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { deskContacts } from '../../db/schema/index.ts';
import { whatsAppLink } from '../../notifications/messages.ts';
import { requestColumnOf, requestKeyOf, type StoreRequest } from './store-request.ts';
import { bankerTitleOf, ownBodyOf } from './templates.ts';

/** The link that opens the prepared message: a WhatsApp chat or the banker's mail program. */
function hrefOf(channel: ContactChannel, request: StoreRequest, subject: string, text: string): string {
  if (channel === 'email')
    return `mailto:${request.customerEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`;
  const link = whatsAppLink(request.customerPhone, text);
  if (!link) throw badRequest(CONTACT_MESSAGES.noPhone);
  return link;
}

/**
 * Prepares the message of a template (the store's own text, or the starting one) for the request's
 * customer and records the contact on the request, as made by the banker. The template names only
 * the first name, the product and the banker's name and title.
 */
export async function contactCustomer(
  db: Db,
  request: StoreRequest,
  bankerName: string,
  choice: { channel: ContactChannel; template: ContactTemplateKey },
): Promise<{ href: string; contact: DeskContactAnswer }> {
  const [ownBody, bankerTitle] = await Promise.all([
    ownBodyOf(db, request.bankerId, choice.template),
    bankerTitleOf(db, request.bankerId),
  ]);
  const { subject, text } = fillTemplate(
    choice.template,
    {
      firstName: firstNameOf(request.customerName),
      product: request.product,
      bankerName: bankerName.trim(),
      bankerTitle,
    },
    ownBody,
  );
  const href = hrefOf(choice.channel, request, subject, text);
  const [row] = await db
    .insert(deskContacts)
    .values({ bankerId: request.bankerId, ...requestKeyOf(request.ref), ...choice })
    .returning({ createdAt: deskContacts.createdAt });
  return { href, contact: { ...choice, created_at: (row as { createdAt: Date }).createdAt.toISOString() } };
}

/** The contacts made from the desk on the request, newest first. */
export async function contactsOf(db: Db, request: StoreRequest): Promise<DeskContactAnswer[]> {
  const rows = await db
    .select({
      channel: deskContacts.channel,
      template: deskContacts.template,
      createdAt: deskContacts.createdAt,
    })
    .from(deskContacts)
    .where(requestColumnOf(request.ref))
    .orderBy(desc(deskContacts.id))
    .limit(100);
  return rows.map((row) => ({
    channel: row.channel,
    template: row.template as ContactTemplateKey,
    created_at: row.createdAt.toISOString(),
  }));
}
