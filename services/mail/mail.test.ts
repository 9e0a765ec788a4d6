import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../db/demo/demo.ts';
import { startTestServices, type TestServices } from '../test/harness.ts';
import { type CaughtMail, type SmtpCatcher, startSmtpCatcher } from '../test/smtp-catcher.ts';

const received: CaughtMail[] = [];
let smtp: SmtpCatcher;
let t: TestServices;
let arrived: (() => void) | undefined;

beforeAll(async () => {
  smtp = await startSmtpCatcher((mail) => {
    received.push(mail);
    arrived?.();
  });
  t = await startTestServices({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
});

afterAll(async () => {
  await t?.close();
  await smtp.close();
});

describe('mail', () => {
  it('delivers a verification code to a real SMTP peer', async () => {
    const email = DEMO.logins.joao.email;
    const delivered = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const res = await t.call('POST', '/api/auth/users/sendverificationcode/', { body: { email } });
    expect(res.status).toBe(200);
    await t.services.mailWorker.flush();
    await delivered;
    const message = received.find((m) => m.to.includes(email));
    expect(message).toBeDefined();
    const code = /(\d{6})/.exec(message?.data ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The mailed code is the one the service accepts.
    const ok = await t.call('PUT', '/api/auth/users/validateverificationcode/', { body: { email, code } });
    expect(ok.status).toBe(200);
    const box = await t.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(box.body[0].subject).toContain(code);
  });
});
