import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * The process's structured log: one JSON object a line with `time` (ISO 8601), `level` (its name)
 * and `msg`, on the error output as the services' other lines. Written synchronously, so the last
 * lines of a draining process are out before it exits.
 */
export function createLogger(
  destination: DestinationStream = pino.destination({ dest: 2, sync: true }),
): Logger {
  return pino(
    {
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** What the services write their notices with: a line at the level a log search expects. */
export type Log = Pick<Logger, 'info' | 'warn' | 'error'>;

/** A logger writing each line to `write` (tests collect them). */
export const loggerTo = (write: (line: string) => void): Logger =>
  createLogger({ write: (line: string) => write(line.trimEnd()) });
