import type { Db } from '../db/index.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Queues mail in the database; the mail worker delivers it. */
export interface Outbox {
  enqueue(message: MailMessage): Promise<void>;
}

/** Stores a message and wakes the worker so it goes out promptly. */
export function createOutbox(db: Db, wake: () => void = () => {}): Outbox {
  return {
    async enqueue(message) {
      await db.insert(mailOutbox).values({
        to: message.to.trim().toLowerCase(),
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
      wake();
    },
  };
}
