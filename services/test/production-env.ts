/** The environment of a production start as docs/deployment.md sets it, for the production tests. */

const ORIGIN = 'https://loja.exemplo.com.br';

export const production = (smtpPort: number) => ({
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: ORIGIN,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
});

/** Preparing the seeded copy and checking passwords at production cost take seconds on a busy machine. */
export const SLOW_MS = 240_000;
