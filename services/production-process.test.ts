import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './db/demo/demo.ts';
import { production, SLOW_MS } from './test/production-env.ts';
import { startSmtpCatcher } from './test/smtp-catcher.ts';

/** The production process itself, as `node services/main.ts` runs it on a host. */

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher(() => {});
});
afterAll(() => smtp.close());

describe('`node services/main.ts` in production', () => {
  it(
    'writes only JSON lines, serves /metrics on its own loopback port and 404 on the public one',
    async () => {
      const child = spawn(process.execPath, [fileURLToPath(new URL('./main.ts', import.meta.url))], {
        env: {
          ...process.env,
          ...production(smtp.port),
          DATABASE_URL: 'memory://',
          PORT: '0',
          HOST: '127.0.0.1',
          METRICS_PORT: '0',
        },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        const ports = await new Promise<{ port: number; metrics_port: number }>((resolve, reject) => {
          child.stdout.on('data', () => {
            const line = output.split('\n').find((l) => l.startsWith('{"port"'));
            if (line) resolve(JSON.parse(line));
          });
          child.once('exit', (code) => reject(new Error(`main.ts terminou (código ${code}): ${output}`)));
        });
        const publicBase = `http://127.0.0.1:${ports.port}`;
        expect((await fetch(`${publicBase}/metrics`, { headers: { Via: '1.1 cdn' } })).status).toBe(404);
        expect((await fetch(`http://127.0.0.1:${ports.metrics_port}/metrics`)).status).toBe(200);
        const demo = DEMO.logins.ana;
        const res = await fetch(`${publicBase}/api/auth/users/login/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: demo.email, password: demo.password }),
        });
        expect(res.status).toBe(400);
      } finally {
        child.kill('SIGTERM');
        await exited;
      }
      const lines = output.split('\n').filter((line) => line !== '');
      for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
      const messages = lines.map((line) => JSON.parse(line).msg);
      expect(messages).toContain('start: serviços no ar');
      expect(messages).toContain('drain: encerrado');
      expect(output).not.toContain(DEMO.logins.ana.email);
    },
    SLOW_MS,
  );
});
