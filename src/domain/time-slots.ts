import { type DayPeriod, TIME_SLOTS } from '../api/validation/schedule.ts';

export { type DayPeriod, TIME_SLOTS };

/** The start times of a period: every slot but the last, so an end can follow. */
export function startSlots(period: DayPeriod): string[] {
  return TIME_SLOTS[period].slice(0, -1);
}

/** The end times of a period after a chosen start (all but the first when no start is chosen). */
export function endSlots(period: DayPeriod, start?: string | null): string[] {
  const slots = TIME_SLOTS[period];
  return start ? slots.filter((slot) => slot > start) : slots.slice(1);
}
