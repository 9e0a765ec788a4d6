import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as it reached the SMTP peer: the envelope's recipients and the raw text. */
export interface CaughtMail {
  to: string[];
  data: string;
}

/** An SMTP peer on a free loopback port, for the services under test to deliver to. */
export interface SmtpCatcher {
  port: number;
  close(): Promise<void>;
}

/** Starts an SMTP peer that hands each message it receives to `onMail`, then accepts it. */
export async function startSmtpCatcher(onMail: (mail: CaughtMail) => void): Promise<SmtpCatcher> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        onMail({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}
