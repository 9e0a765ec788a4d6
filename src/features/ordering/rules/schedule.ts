import * as v from 'valibot';
import { brToIsoDate } from '../../../core/format/dates.ts';
import { calendarDateSchema } from '../../../core/validation/dates.ts';
import { MSG, slotMessage } from '../../../core/validation/messages.ts';
import { requiredString } from '../../../core/validation/text.ts';
import { todayIso } from './request-schedule.ts';
import { type DayPeriod, endFollowsStart, TIME_SLOTS } from './time-slots.ts';

/** Brazil's westernmost offset (Acre, UTC-5): the last place in the country where a day ends. */
const WESTERNMOST_BRAZIL_OFFSET_HOURS = -5;

/**
 * The earliest calendar date anyone in Brazil may still be living (yyyy-mm-dd). The services use
 * it as "today", so a date chosen as today in any Brazilian time zone is never refused.
 */
export function earliestBrazilianToday(now: Date = new Date()): string {
  const shifted = new Date(now.getTime() + WESTERNMOST_BRAZIL_OFFSET_HOURS * 3_600_000);
  return shifted.toISOString().slice(0, 10);
}

export interface ScheduleOptions {
  /** Today as yyyy-mm-dd; the browser's local date by default. */
  today?: () => string;
}

/** How far ahead a contact may be scheduled: a banker's call, not a date in the year 9999. */
export const SCHEDULE_MAX_YEARS_AHEAD = 1;

/** The same day `years` later (yyyy-mm-dd; 29 February stays a bound that compares right). */
function yearsAfter(isoDate: string, years: number): string {
  return `${String(Number(isoDate.slice(0, 4)) + years).padStart(4, '0')}${isoDate.slice(4)}`;
}

/** The day of a scheduled contact: a real date, from today to a year ahead. */
export function scheduleDateSchema(options: ScheduleOptions = {}) {
  const today = options.today ?? (() => todayIso());
  return v.pipe(
    calendarDateSchema,
    v.check((value) => (brToIsoDate(value) ?? '') >= today(), MSG.pastSchedule),
    v.check(
      (value) => (brToIsoDate(value) ?? '') <= yearsAfter(today(), SCHEDULE_MAX_YEARS_AHEAD),
      MSG.farSchedule,
    ),
  );
}

/** A time of day HH:MM. */
export const timeSchema = v.pipe(requiredString, v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, MSG.time));

/** The start and end of one part of the day: slots of that period, the start before the end. */
export function periodSchema(period: DayPeriod) {
  const slots: readonly string[] = TIME_SLOTS[period];
  const first = slots[0] ?? '';
  const last = slots[slots.length - 1] ?? '';
  const inPeriod = v.check<string, string>((value) => slots.includes(value), slotMessage(first, last));
  return v.pipe(
    v.object({ start: v.pipe(timeSchema, inPeriod), end: v.pipe(timeSchema, inPeriod) }, MSG.required),
    v.forward(
      v.partialCheck([['start'], ['end']], (range) => endFollowsStart(range.start, range.end), MSG.timeOrder),
      ['end'],
    ),
  );
}

/**
 * Scheduling (docs/validation-and-errors.md#validation-rules, docs/validation-and-errors.md#constants-and-limits): the date (not before today) and the start and end of both morning
 * (08:00 to 12:00) and afternoon (13:00 to 18:00) are required, each start before its end.
 */
export function schedulingSchema(options: ScheduleOptions = {}) {
  return v.object(
    {
      date: scheduleDateSchema(options),
      morning: periodSchema('morning'),
      afternoon: periodSchema('afternoon'),
    },
    MSG.required,
  );
}
