import { addBusinessDays, brasiliaDay, shiftDay, startOfBrasiliaDay } from './business-days.ts';
import type { RequestStatus } from './request-status.ts';

/**
 * How long a request may wait in a status before the desk marks it late (docs/desk.md#service-levels):
 * business days, counted from the day after it entered the status. A store sets its own; these
 * are the defaults. Statuses without a level (the final ones) never run late.
 */
export const DEFAULT_SERVICE_LEVELS = {
  recebida: 1,
  em_analise: 2,
  enviada: 3,
  analise_instituicao: 5,
  aprovada: 5,
} as const satisfies Partial<Record<RequestStatus, number>>;

/** The statuses a store may set a level for: those a request waits in before an outcome. */
export type LeveledStatus = keyof typeof DEFAULT_SERVICE_LEVELS;
export const LEVELED_STATUSES = Object.keys(DEFAULT_SERVICE_LEVELS) as LeveledStatus[];
/** The longest level a store may set, in business days. */
export const SERVICE_LEVEL_MAX = 30;

export type ServiceLevels = Partial<Record<RequestStatus, number>>;

/** A request that entered its status at `since` is late on `now` once its last allowed day has passed. */
export function isLate(since: Date, businessDays: number | undefined, now: Date): boolean {
  if (businessDays === undefined) return false;
  return addBusinessDays(brasiliaDay(since), businessDays) < brasiliaDay(now);
}

/**
 * The instant before which every request entering a status is late on `now`: a late count is then
 * one range of an index (`status_at < cutoff`), whatever the size of the book.
 */
export function lateCutoff(businessDays: number, now: Date): Date {
  const today = brasiliaDay(now);
  // The latest entry day still late: its last allowed day is before today.
  let day = shiftDay(today, -1);
  while (addBusinessDays(day, businessDays) >= today) day = shiftDay(day, -1);
  return startOfBrasiliaDay(shiftDay(day, 1));
}
