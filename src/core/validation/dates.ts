import * as v from 'valibot';
import { brToIsoDate } from '../format/dates.ts';
import { MSG } from './messages.ts';
import { requiredString } from './text.ts';

/** Rules that depend on today take the clock from here, so tests can fix the day. */
export interface ClockOptions {
  now?: () => Date;
}

/** Minimum age of a customer (docs/validation-and-errors.md#constants-and-limits). */
export const MINIMUM_AGE = 18;

interface DayParts {
  day: number;
  month: number;
  year: number;
}

/** The day, month and year of a date typed dd/mm/yyyy or carried as yyyy-mm-dd (not yet checked). */
function dayPartsOf(value: string): DayParts | null {
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (br) return { day: Number(br[1]), month: Number(br[2]), year: Number(br[3]) };
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) return { day: Number(iso[3]), month: Number(iso[2]), year: Number(iso[1]) };
  return null;
}

function isRealDate({ day, month, year }: DayParts): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function today(now: () => Date): DayParts {
  const d = now();
  return { day: d.getDate(), month: d.getMonth() + 1, year: d.getFullYear() };
}

/** Compares two days: negative when `a` comes first. */
function compareDays(a: DayParts, b: DayParts): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whole years from `birth` to `on`; someone born on 29/02 turns a year older on 01/03 in common years. */
export function ageOn(birth: DayParts, on: DayParts): number {
  const hadBirthday = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (hadBirthday ? 0 : 1);
}

/**
 * The first problem of a birth date (typed dd/mm/yyyy or carried as yyyy-mm-dd), or null when it is fine: length, year (above
 * 1900, not after this year), month, day, a real calendar date, then an age of at least 18.
 */
export function birthdayError(value: string, now: () => Date = () => new Date()): string | null {
  if (value.length < 10) return MSG.date;
  const parts = dayPartsOf(value);
  if (!parts) return MSG.date;
  const current = today(now);
  if (parts.year <= 1900 || parts.year > current.year) return MSG.year;
  if (parts.month < 1 || parts.month > 12) return MSG.month;
  if (parts.day < 1 || parts.day > 31) return MSG.day;
  if (!isRealDate(parts)) return MSG.date;
  if (ageOn(parts, current) < MINIMUM_AGE) return MSG.age;
  return null;
}

/** The first problem of an issue or foundation date dd/mm/yyyy (a real date, not after today). */
export function pastDateError(value: string, now: () => Date = () => new Date()): string | null {
  const parts = dayPartsOf(value);
  if (!parts || !isRealDate(parts)) return MSG.date;
  if (compareDays(parts, today(now)) > 0) return MSG.futureDate;
  return null;
}

function fromError(errorOf: (value: string) => string | null) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = errorOf(dataset.value);
    if (message) addIssue({ message });
  });
}

/** Birth date typed dd/mm/yyyy (docs/validation-and-errors.md#validation-rules). */
export function birthdaySchema(options: ClockOptions = {}) {
  return v.pipe(
    requiredString,
    fromError((value) => birthdayError(value, options.now)),
  );
}

/** Birth date as the calls carry it (yyyy-mm-dd), with the same rules. */
export function birthdayIsoSchema(options: ClockOptions = {}) {
  return v.pipe(
    requiredString,
    v.check((value) => /^\d{4}-\d{2}-\d{2}$/.test(value), MSG.date),
    fromError((value) => birthdayError(value, options.now)),
  );
}

/** A birthday of a call, yyyy-mm-dd or dd/mm/yyyy, with the rules of docs/validation-and-errors.md#validation-rules; passed on as yyyy-mm-dd. */
export const birthdayToIsoSchema = v.pipe(
  v.string(MSG.required),
  v.trim(),
  fromError((value) => birthdayError(value)),
  v.transform((value) => brToIsoDate(value) ?? value),
);

/** Issue or foundation date typed dd/mm/yyyy: not later than today. */
export function pastDateSchema(options: ClockOptions = {}) {
  return v.pipe(
    requiredString,
    fromError((value) => pastDateError(value, options.now)),
  );
}

/** A calendar date, typed dd/mm/yyyy or as yyyy-mm-dd (date inputs). */
export const calendarDateSchema = v.pipe(
  requiredString,
  v.check((value) => {
    const parts = dayPartsOf(value);
    return parts !== null && isRealDate(parts);
  }, MSG.date),
);
