/**
 * Business days as the banks of Brazil count them: Monday to Friday, except the national holidays
 * of the ANBIMA calendar (the fixed ones of Lei 662/1949, 6.802/1980 and 14.759/2023, plus
 * Carnaval, Good Friday and Corpus Christi, which move with Easter). Days are `yyyy-mm-dd` in
 * Brasília time.
 */

const FIXED_HOLIDAYS = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25'];

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const atNoon = (day: string) => new Date(`${day}T12:00:00Z`);

/** The calendar day `days` after `day` (before it, when negative). */
export function shiftDay(day: string, days: number): string {
  const date = atNoon(day);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** Easter Sunday of a year (the Gregorian computus of Meeus, Jones and Butcher). */
function easterOf(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

const holidaysByYear = new Map<number, Set<string>>();

function holidaysOf(year: number): Set<string> {
  const known = holidaysByYear.get(year);
  if (known) return known;
  const easter = easterOf(year);
  // Carnaval Monday and Tuesday, Good Friday, Corpus Christi.
  const moving = [-48, -47, -2, 60].map((offset) => shiftDay(easter, offset));
  const days = new Set([...FIXED_HOLIDAYS.map((monthDay) => `${year}-${monthDay}`), ...moving]);
  holidaysByYear.set(year, days);
  return days;
}

export function isBusinessDay(day: string): boolean {
  const weekday = atNoon(day).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidaysOf(Number(day.slice(0, 4))).has(day);
}

/** The `count`-th business day after `day` (`day` itself is not counted). */
export function addBusinessDays(day: string, count: number): string {
  let current = day;
  for (let left = count; left > 0; ) {
    current = shiftDay(current, 1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

const brasilia = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });

/** The calendar day of an instant in Brasília time. */
export const brasiliaDay = (instant: Date): string => brasilia.format(instant);

/** The instant a Brasília day begins (UTC−3 all year: Brazil has kept no summer time since 2019). */
export const startOfBrasiliaDay = (day: string): Date => new Date(`${day}T00:00:00-03:00`);
