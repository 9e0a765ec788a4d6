import { forLog } from '../http/log-text.ts';
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

export function outageLog(log: (line: string) => void): OutageLog {
  let since: number | null = null;
  return {
    unavailable(error) {
      if (!isDatabaseUnavailable(error)) return false;
      if (since === null) {
        since = Date.now();
        const reason =
          error instanceof Error ? (error.cause instanceof Error ? error.cause : error).message : '';
        log(`[db] banco de dados indisponível: ${forLog(reason.split('\n')[0] ?? '')}`);
      }
      return true;
    },
    connected() {
      if (since === null) return;
      log(`[db] banco de dados de volta após ${((Date.now() - since) / 1000).toFixed(1)} s`);
      since = null;
    },
  };
}
