import { Hono } from 'hono';
import * as v from 'valibot';
import { wholeNumberIn } from '../../src/core/contract/fields.ts';
import { type AppEnv, badRequest, type Deps, MESSAGES, parseOrThrow } from '../context.ts';
import { clockFor } from './clock.ts';

/** The most a single move may take the clock ahead: a year covers every validity and window. */
export const MAX_ADVANCE_DAYS = 366;

export const CLOCK_CONTROL_MESSAGES = {
  body: `Envie {"advance_days": N}, com N de 1 a ${MAX_ADVANCE_DAYS}, ou {"reset": true}.`,
  advanceDays: `advance_days: um número inteiro de dias, de 1 a ${MAX_ADVANCE_DAYS}.`,
  reset: 'reset: use true para voltar o relógio à hora real.',
} as const;

const ClockBody = v.pipe(
  v.object(
    {
      advance_days: v.optional(wholeNumberIn(1, MAX_ADVANCE_DAYS, CLOCK_CONTROL_MESSAGES.advanceDays)),
      reset: v.optional(v.literal(true, CLOCK_CONTROL_MESSAGES.reset)),
    },
    CLOCK_CONTROL_MESSAGES.body,
  ),
  v.check(
    (body) => (body.advance_days === undefined) !== (body.reset === undefined),
    CLOCK_CONTROL_MESSAGES.body,
  ),
);

/**
 * The services' clock in the sandbox control, mounted at `/sandbox/control/clock` (so only local
 * requests outside production reach it): GET reads it, POST moves it ahead or back to the real time.
 */
export function clockControlRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const clock = clockFor(deps);
  const state = () => ({ offset_days: clock.offsetDays, now: clock.now().toISOString() });

  app.get('/', (c) => c.json(state()));
  app.post('/', async (c) => {
    const body = parseOrThrow(
      ClockBody,
      await c.req.json().catch(() => {
        throw badRequest(MESSAGES.invalidJson);
      }),
    );
    if (body.advance_days === undefined) clock.reset();
    else clock.advanceDays(body.advance_days);
    return c.json(state());
  });
  return app;
}
