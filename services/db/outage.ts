import { withoutValues } from '../log/log-text.ts';
import type { Log } from '../log/logger.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * Says once when the database stops answering and once when it is back, however many statements
 * failed meanwhile: an outage is one incident in the log, not a line (and a statement) per request.
 */
export interface OutageLog {
  /** True (and logged on the first of an incident) when `error` means the database is unreachable. */
  unavailable(error: unknown): boolean;
  /** A connection was opened: ends the incident, if one was open. */
  connected(): void;
}

export function outageLog(log: Log): OutageLog {
  let since: number | null = null;
  return {
    unavailable(error) {
      if (!isDatabaseUnavailable(error)) return false;
      if (since === null) {
        since = Date.now();
        const reason =
          error instanceof Error ? (error.cause instanceof Error ? error.cause : error).message : '';
        log.warn({ reason: withoutValues(reason.split('\n')[0] ?? '') }, 'db: banco de dados indisponível');
      }
      return true;
    },
    connected() {
      if (since === null) return;
      log.info({ down_s: Math.round((Date.now() - since) / 100) / 10 }, 'db: banco de dados de volta');
      since = null;
    },
  };
}
