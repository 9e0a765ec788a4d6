/**
 * The services' environment of a benchmark over the demo data: production's request handling
 * (the password-hash cost, request lines, no development mailbox, no sandbox timer) outside
 * production mode, which never serves demo data and needs an SMTP server.
 */
export const BENCH_SERVICES_ENV = {
  NODE_ENV: 'development',
  DEV_MAILBOX: '0',
  SANDBOX_STATUS_DELAY_SECONDS: '0',
  LOG_REQUESTS: '1',
} as const;
