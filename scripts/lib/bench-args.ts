import { commandArgs } from './cli.ts';

/** The options the two services benchmarks share, as their `--help` prints them. */
export const SERVICE_BENCH_OPTIONS_HELP = `
  --duration <s>            seconds per case (default 5)
  --only pglite|postgres    one database only (default both)
  --server <url>            the PostgreSQL server of the throwaway database (default DATABASE_URL,
                            else postgres://postgres@127.0.0.1:5432/postgres)
  --smoke                   one short round on PGlite (unless --only postgres): 100 requests a
                            case, no goals judged; fails when a request fails
  --help                    this text`;

/**
 * The options of the services benchmarks: seconds per case, one database only (`pglite` or
 * `postgres`), the PostgreSQL server their throwaway database goes on, and the smoke round. A smoke
 * runs one database, PGlite unless `--only postgres`, and a number of requests a case rather than
 * seconds, so a busy machine makes it slower, not empty.
 */
export function benchArgs(usage: string) {
  const { values } = commandArgs(usage, {
    duration: { type: 'string', default: '5' },
    only: { type: 'string' },
    server: {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    smoke: { type: 'boolean', default: false },
  });
  if (values.only !== undefined && values.only !== 'pglite' && values.only !== 'postgres') {
    console.error(`--only: pglite or postgres, not '${values.only}'\n\n${usage.trim()}`);
    process.exit(2);
  }
  const only = values.only ?? (values.smoke ? 'pglite' : undefined);
  const databases = (['postgres', 'pglite'] as const).filter((d) => !only || only === d);
  return {
    duration: Number(values.duration),
    /** Requests a case in a smoke, in place of the duration. */
    amount: values.smoke ? 100 : undefined,
    databases,
    server: values.server,
    smoke: values.smoke,
  };
}
