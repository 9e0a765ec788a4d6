import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { forLog } from '../http/log-text.ts';
import type { DevMailboxMemory } from './dev-mailbox.ts';
import { renderSecret } from './outbox.ts';

const MAX_ATTEMPTS = 5;
const BATCH = 20;
/** A claim older than this belongs to a worker that died mid-delivery: another may take it over. */
const STALE_CLAIM = '5 minutes';

/**
 * Claims up to BATCH deliverable rows for this worker in one statement. `FOR UPDATE SKIP LOCKED`
 * lets several service processes over one database share the outbox without sending a message twice.
 */
function claimBatch(db: Db) {
  const deliverable = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        lt(mailOutbox.attempts, MAX_ATTEMPTS),
        or(
          eq(mailOutbox.status, 'pending'),
          and(
            eq(mailOutbox.status, 'sending'),
            lt(mailOutbox.claimedAt, sql`now() - ${STALE_CLAIM}::interval`),
          ),
        ),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ status: 'sending', claimedAt: sql`now()` })
    .where(inArray(mailOutbox.id, deliverable))
    .returning()
    .then((rows) => rows.sort((x, y) => x.id - y.id));
}

type OutboxRow = Awaited<ReturnType<typeof claimBatch>>[number];

/** Where one claimed row goes: the SMTP transport when configured, else the development mailbox. */
interface Delivery {
  db: Db;
  smtp: Transporter | undefined;
  mailFrom: string;
  log: (line: string) => void;
  devMailbox: DevMailboxMemory | undefined;
}

/** Without SMTP the row is `stored` and the message printed as one console line, code included. */
async function storeInMailbox({ db, log }: Delivery, row: OutboxRow, subject: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'stored', sentAt: new Date(), secret: null })
    .where(eq(mailOutbox.id, row.id));
  log(forLog(`[mailbox] para ${row.to}: ${subject}`));
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

async function deliverRow(delivery: Delivery, row: OutboxRow): Promise<void> {
  const { db, smtp } = delivery;
  const subject = renderSecret(row.subject, row.secret);
  if (row.secret) delivery.devMailbox?.keep(row.id, row.secret);
  if (!smtp) return storeInMailbox(delivery, row, subject);
  try {
    await smtp.sendMail({
      from: delivery.mailFrom,
      to: row.to,
      subject,
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

export interface MailWorker {
  /** Delivers what is pending now; resolves when the batch is done. */
  flush(): Promise<void>;
  /** Asks for a delivery soon (after an enqueue). */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Sends pending outbox rows by SMTP when `SMTP_URL` is set; otherwise marks them `stored`
 * (the development mailbox) and prints one console line per message, code included. Either way
 * the row's secret is erased once the message is out (the development mailbox, when on, keeps it
 * in memory).
 */
export function createMailWorker(
  db: Db,
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  log: (line: string) => void = console.log,
  devMailbox?: DevMailboxMemory,
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
    const rows = await claimBatch(db);
    const delivery: Delivery = { db, smtp: await getTransport(), mailFrom: config.mailFrom, log, devMailbox };
    for (const row of rows) await deliverRow(delivery, row);
    return rows.length;
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      try {
        const n = await deliverBatch();
        if (n === BATCH) again = true;
      } catch (error) {
        if (!stopped) log(`[mail] entrega falhou: ${forLog(String(error))}`);
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
