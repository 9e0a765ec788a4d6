import type { Db, DbWriter } from '../db/index.ts';
import { mailOutbox } from '../db/schema/index.ts';

/** Where a message's secret (a verification code) goes; the stored texts keep only this mark. */
export const SECRET_MARK = '{{código}}';
/** What a secret reads as once its message has left (the outbox keeps no codes). */
export const SECRET_MASK = '••••••';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Written where the texts say SECRET_MARK, kept only until the message is delivered. */
  secret?: string;
}

/** Fills a stored text's SECRET_MARK with the secret, or with the mask when it is gone. */
export function renderSecret(text: string, secret: string | null | undefined): string {
  return text.replaceAll(SECRET_MARK, secret ?? SECRET_MASK);
}

/** The outbox row of a message (addresses stored lowercased, as the mailbox looks them up). */
export function outboxRow(message: MailMessage) {
  return {
    to: message.to.trim().toLowerCase(),
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    secret: message.secret ?? null,
  };
}

/** Stores a message in the caller's transaction: it leaves only if the act that wrote it commits. */
export async function insertMail(db: DbWriter, message: MailMessage): Promise<void> {
  await db.insert(mailOutbox).values(outboxRow(message));
}

/** Queues mail in the database; the mail worker delivers it. */
export interface Outbox {
  enqueue(message: MailMessage): Promise<void>;
  /** Asks the worker to deliver soon, after a transaction stored messages itself. */
  wake(): void;
}

/** Stores a message and wakes the worker so it goes out promptly. */
export function createOutbox(db: Db, wake: () => void = () => {}): Outbox {
  return {
    async enqueue(message) {
      await insertMail(db, message);
      wake();
    },
    wake,
  };
}
