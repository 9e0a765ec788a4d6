/**
 * The scheduling step's time slots and the one rule of a time range (docs/validation-and-errors.md#constants-and-limits):
 * the order form offers them and the services' schema checks them with the same function.
 */

/** Hourly slots of one part of the day, 'HH:00' from `first` to `last` hours inclusive. */
function hourly(first: number, last: number): string[] {
  return Array.from({ length: last - first + 1 }, (_, i) => `${String(first + i).padStart(2, '0')}:00`);
}

/** Scheduling slots: morning 08:00 to 12:00, afternoon 13:00 to 18:00, hourly. */
export const TIME_SLOTS = {
  morning: hourly(8, 12),
  afternoon: hourly(13, 18),
} as const;

export type DayPeriod = keyof typeof TIME_SLOTS;

/** A time range of the scheduling step, 'HH:MM' each ('' while not chosen). */
export interface TimeRange {
  start: string;
  end: string;
}

/** The rule of a time range: its end comes after its start. */
export function endFollowsStart(start: string, end: string): boolean {
  return start < end;
}

/** The start times of a period: every slot but the last, so an end can follow. */
export function startSlots(period: DayPeriod): string[] {
  return TIME_SLOTS[period].slice(0, -1);
}

/** The end times of a period after a chosen start (all but the first when no start is chosen). */
export function endSlots(period: DayPeriod, start?: string | null): string[] {
  const slots = TIME_SLOTS[period];
  return start ? slots.filter((slot) => endFollowsStart(start, slot)) : slots.slice(1);
}

/** The range with a new start: the chosen end stays only while it still follows the start. */
export function withStart(range: TimeRange, start: string): TimeRange {
  return { start, end: range.end && endFollowsStart(start, range.end) ? range.end : '' };
}
