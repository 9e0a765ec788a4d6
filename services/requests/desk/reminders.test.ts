import { and, asc, eq, gt, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withSeededServices } from '../../checkout/testing/harness.ts';
import { bankerEvents, mailOutbox } from '../../db/schema/index.ts';
import { requestPlacer } from '../test-requests.ts';
import { sendDueReminders } from './reminders.ts';

const { t, f } = withSeededServices();
const { newCustomer, orderedBy } = requestPlacer(t, f);
const ORIGIN = 'http://vitrine.test';
const desk = (banker: number, rest = '') => `/api/checkout/requests/desk/${banker}/${rest}`;
const MINUTE = 60_000;

async function lastMailId(): Promise<number> {
  const [row] = await t.db.select({ id: max(mailOutbox.id) }).from(mailOutbox);
  return row?.id ?? 0;
}

const mailToAnaSince = (after: number) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(gt(mailOutbox.id, after), eq(mailOutbox.to, f.ana.email)))
    .orderBy(asc(mailOutbox.id));

/** A note of Ana's on the order, due at `at`. */
async function remind(orderId: string, body: string, at: Date) {
  const res = await t.request('POST', `/api/checkout/requests/order/${orderId}/notes/`, {
    token: f.ana.token,
    body: { body, remind_at: at.toISOString() },
  });
  expect(res.status).toBe(200);
  return res.body.id as number;
}

const setMode = (mode: string) =>
  t.request('PUT', `/api/store/analytics/${f.ana.id}/notifications/`, { token: f.ana.token, body: { mode } });

describe("the desk's reminders", () => {
  it('come due once, by mail at once, with the note escaped and the link to the request; the desk lists them first until done', async () => {
    expect((await setMode('imediato')).status).toBe(200);
    const customer = await newCustomer('Elisa Lembrete Mail');
    const orderId = await orderedBy(customer);
    const now = new Date();
    const dueId = await remind(
      orderId,
      '<b>Ligar</b> para Elisa\nlevar a proposta',
      new Date(now.getTime() - MINUTE),
    );
    const laterId = await remind(orderId, 'Depois', new Date(now.getTime() + 60 * MINUTE));
    const before = await lastMailId();

    // Two processes at once, then a third pass: the note is claimed and announced once.
    await Promise.all([sendDueReminders(t.db, ORIGIN, now), sendDueReminders(t.db, ORIGIN, now)]);
    expect(await sendDueReminders(t.db, ORIGIN, now)).toBe(0);
    const mail = (await mailToAnaSince(before)).filter((m) => m.subject.includes('Elisa Lembrete Mail'));
    expect(mail.map((m) => m.subject)).toEqual(['Lembrete: Elisa Lembrete Mail, Produto 1']);
    const [message] = mail;
    expect(message?.text).toContain('<b>Ligar</b> para Elisa\nlevar a proposta\n');
    expect(message?.html).toContain(
      '<blockquote>&lt;b&gt;Ligar&lt;/b&gt; para Elisa<br>levar a proposta</blockquote>',
    );
    expect(message?.html).not.toContain('<b>Ligar');
    expect(message?.text).toContain(`${ORIGIN}/pb/ana-souza/analytics?solicitacao=order-${orderId}`);
    expect(message?.text).not.toContain('Depois');

    const pipeline = await t.request('GET', desk(f.ana.id), { token: f.ana.token });
    expect(pipeline.status).toBe(200);
    const listed = pipeline.body.reminders.filter(
      (r: { customer: string }) => r.customer === 'Elisa Lembrete Mail',
    );
    expect(listed).toEqual([
      {
        id: dueId,
        body: '<b>Ligar</b> para Elisa\nlevar a proposta',
        remind_at: expect.any(String),
        customer: 'Elisa Lembrete Mail',
        product: 'Produto 1',
        request: { kind: 'order', id: orderId },
      },
    ]);
    expect(listed.some((r: { id: number }) => r.id === laterId)).toBe(false);

    const done = await t.request('POST', desk(f.ana.id, `reminders/${dueId}/done/`), { token: f.ana.token });
    expect(done.status).toBe(200);
    const again = await t.request('POST', desk(f.ana.id, `reminders/${dueId}/done/`), { token: f.ana.token });
    expect(again.body.done_at).toBe(done.body.done_at);
    const after = await t.request('GET', desk(f.ana.id), { token: f.ana.token });
    expect(after.body.reminders.some((r: { id: number }) => r.id === dueId)).toBe(false);
  });

  it('go to the daily summary when the banker chose it, and nowhere when notices are off', async () => {
    const customer = await newCustomer('Fabio Lembrete Resumo');
    const orderId = await orderedBy(customer);
    const now = new Date();
    expect((await setMode('resumo_diario')).status).toBe(200);
    await remind(orderId, 'Resumo: confirmar renda', new Date(now.getTime() - MINUTE));
    const before = await lastMailId();
    await sendDueReminders(t.db, ORIGIN, now);
    expect((await mailToAnaSince(before)).some((m) => m.subject.startsWith('Lembrete:'))).toBe(false);
    const lines = await t.db
      .select({ line: bankerEvents.line })
      .from(bankerEvents)
      .where(eq(bankerEvents.bankerId, f.ana.id));
    expect(lines.map((row) => row.line)).toContain(
      'Lembrete: Fabio Lembrete Resumo, Produto 1: Resumo: confirmar renda',
    );

    expect((await setMode('desligado')).status).toBe(200);
    await remind(orderId, 'Desligado: nada sai', new Date(now.getTime() - MINUTE));
    const quiet = await lastMailId();
    await sendDueReminders(t.db, ORIGIN, now);
    expect(await mailToAnaSince(quiet)).toHaveLength(0);
    // Still listed first in the desk: the mode says how the banker hears, not whether it is due.
    const pipeline = await t.request('GET', desk(f.ana.id), { token: f.ana.token });
    expect(pipeline.body.reminders.map((r: { body: string }) => r.body)).toContain('Desligado: nada sai');
    expect((await setMode('imediato')).status).toBe(200);
  });

  it("answers another banker's reminder as not found, refuses a customer and a malformed id", async () => {
    const customer = await newCustomer('Gabi Lembrete Muro');
    const orderId = await orderedBy(customer);
    const id = await remind(orderId, 'Só da Ana', new Date(Date.now() - MINUTE));
    const results = await Promise.all([
      t.request('POST', desk(f.carlos.id, `reminders/${id}/done/`), { token: f.carlos.token }),
      t.request('POST', desk(f.ana.id, `reminders/${id}/done/`), { token: f.carlos.token }),
      t.request('POST', desk(f.ana.id, `reminders/${id}/done/`), { token: customer.token }),
      t.request('POST', desk(f.ana.id, 'reminders/abc/done/'), { token: f.ana.token }),
      t.request('POST', desk(f.ana.id, 'reminders/999999999/done/'), { token: f.ana.token }),
    ]);
    expect(results.map((res) => res.status)).toEqual([404, 404, 403, 400, 404]);
    const pipeline = await t.request('GET', desk(f.ana.id), { token: f.ana.token });
    expect(pipeline.body.reminders.some((r: { id: number }) => r.id === id)).toBe(true);
  });
});
