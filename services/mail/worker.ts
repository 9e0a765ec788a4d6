import { eq, type SQL, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { OutageLog } from '../db/outage.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { withoutValues } from '../log/log-text.ts';
import type { Log } from '../log/logger.ts';
import type { DevMailboxMemory } from './dev-mailbox.ts';
import { renderSecret } from './outbox.ts';

const MAX_ATTEMPTS = 5;
const BATCH = 20;
/** A claim older than this belongs to a worker that died mid-delivery: another may take it over. */
const STALE_CLAIM = '5 minutes';

/**
 * Up to BATCH rows a worker may take, oldest first, as the CTE `batch` (id, secret): pending, or
 * claimed by a worker that died mid-delivery. `FOR UPDATE SKIP LOCKED` lets several service
 * processes over one database share the outbox without sending a message twice. Each state is
 * read by its own index scan in id order (the pending rows by their partial index), which steps
 * over the entries of rows already sent instead of visiting them all.
 */
function deliverable(db: Db) {
  const lockedOldest = (state: SQL) => sql`select id, secret from ${mailOutbox}
    where attempts < ${MAX_ATTEMPTS} and ${state} order by id limit ${BATCH} for update skip locked`;
  return db.$with('batch', { id: mailOutbox.id, secret: mailOutbox.secret }).as(sql`
    with pending as (${lockedOldest(sql`status = 'pending'`)}),
      stale as (${lockedOldest(sql`status = 'sending' and claimed_at < now() - ${STALE_CLAIM}::interval`)})
    select id, secret from pending union all select id, secret from stale order by id limit ${BATCH}`);
}

const byId = <T extends { id: number }>(rows: T[]): T[] => rows.sort((x, y) => x.id - y.id);

/** Claims a batch for this worker to send, in one statement. */
function claimBatch(db: Db) {
  const batch = deliverable(db);
  return db
    .with(batch)
    .update(mailOutbox)
    .set({ status: 'sending', claimedAt: sql`now()` })
    .from(batch)
    .where(eq(mailOutbox.id, batch.id))
    .returning()
    .then(byId);
}

type OutboxRow = Awaited<ReturnType<typeof claimBatch>>[number];

/**
 * Without SMTP (the development mailbox) there is nothing to wait for: a batch is taken and marked
 * `stored` by one statement, one commit however many requests wrote it, answering each row with
 * the secret it had.
 */
function storeBatch(db: Db) {
  const batch = deliverable(db);
  return db
    .with(batch)
    .update(mailOutbox)
    .set({ status: 'stored', sentAt: new Date(), secret: null })
    .from(batch)
    .where(eq(mailOutbox.id, batch.id))
    .returning({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, secret: batch.secret })
    .then(byId);
}

/** Where claimed rows go: the SMTP transport when configured, else the development mailbox. */
interface Delivery {
  db: Db;
  mailFrom: string;
  log: Log;
  devMailbox: DevMailboxMemory | undefined;
}

/** A failed send counts one attempt; the last allowed attempt marks the row `failed` and erases its secret. */
async function recordFailedAttempt(db: Db, row: OutboxRow, error: unknown): Promise<void> {
  const attempts = row.attempts + 1;
  const failed = attempts >= MAX_ATTEMPTS;
  await db
    .update(mailOutbox)
    .set({
      attempts,
      lastError: String(error).slice(0, 500),
      status: failed ? 'failed' : 'pending',
      ...(failed ? { secret: null } : {}),
    })
    .where(eq(mailOutbox.id, row.id));
}

/** Sends one claimed row by SMTP; its row is marked `sent` right after, so a crash re-sends at most it. */
async function sendRow(delivery: Delivery, smtp: Transporter, row: OutboxRow): Promise<void> {
  const { db } = delivery;
  if (row.secret) delivery.devMailbox?.keep(row.id, row.secret);
  try {
    await smtp.sendMail({
      from: delivery.mailFrom,
      to: row.to,
      subject: renderSecret(row.subject, row.secret),
      text: renderSecret(row.text, row.secret),
      html: row.html ? renderSecret(row.html, row.secret) : undefined,
    });
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date(), secret: null })
      .where(eq(mailOutbox.id, row.id));
  } catch (error) {
    await recordFailedAttempt(db, row, error);
  }
}

/**
 * Stores a batch in the development mailbox, with one line for the batch: how many messages and
 * their ids, never an address nor a code (`/api/dev/mailbox?to=` shows them to the developer).
 */
async function storeInMailbox({ db, log, devMailbox }: Delivery): Promise<number> {
  const rows = await storeBatch(db);
  for (const row of rows) if (row.secret) devMailbox?.keep(row.id, row.secret);
  if (rows.length > 0)
    log.info({ mail_ids: rows.map((row) => row.id) }, 'mailbox: mensagens na caixa local (/api/dev/mailbox)');
  return rows.length;
}

export interface MailWorker {
  /** Delivers what is pending now; resolves when the batch is done. */
  flush(): Promise<void>;
  /** Asks for a delivery soon (after an enqueue). */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Sends pending outbox rows by SMTP when `SMTP_URL` is set; otherwise marks them `stored`
 * (the development mailbox; production refuses to start without SMTP_URL) and notes them in the log. Either way
 * the row's secret is erased once the message is out (the development mailbox, when on, keeps it
 * in memory).
 */
export function createMailWorker(
  db: Db,
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  log: Log,
  devMailbox?: DevMailboxMemory,
  /** Says a database outage once; the messages wait in the outbox and go when it is back. */
  outage?: OutageLog,
): MailWorker {
  let transport: Transporter | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const timer = setInterval(() => worker.wake(), 5000);
  timer.unref();

  async function getTransport(): Promise<Transporter | undefined> {
    if (!config.smtpUrl) return undefined;
    if (!transport) {
      const nodemailer = await import('nodemailer');
      transport = nodemailer.createTransport(config.smtpUrl);
    }
    return transport;
  }

  async function deliverBatch(): Promise<number> {
    const smtp = await getTransport();
    const delivery: Delivery = { db, mailFrom: config.mailFrom, log, devMailbox };
    if (!smtp) return storeInMailbox(delivery);
    const rows = await claimBatch(db);
    for (const row of rows) await sendRow(delivery, smtp, row);
    return rows.length;
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      try {
        const n = await deliverBatch();
        if (n === BATCH) again = true;
      } catch (error) {
        if (!stopped && !outage?.unavailable(error))
          log.error({ err: withoutValues(String(error)) }, 'mail: entrega falhou');
      }
    } while (again && !stopped);
  }

  const worker: MailWorker = {
    wake() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = loop().finally(() => {
        running = null;
      });
    },
    async flush() {
      if (running) await running;
      running = loop().finally(() => {
        running = null;
      });
      await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
      transport?.close();
    },
  };
  return worker;
}
