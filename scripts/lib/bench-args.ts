import { parseArgs } from 'node:util';

/**
 * The options of the services benchmarks: seconds per case, one database only (`pglite` or
 * `postgres`), and the PostgreSQL server their throwaway database goes on.
 */
export function benchArgs() {
  return parseArgs({
    options: {
      duration: { type: 'string', default: '5' },
      only: { type: 'string' },
      server: {
        type: 'string',
        default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      },
    },
  }).values;
}
