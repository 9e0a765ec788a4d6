/** Hourly slots of one part of the day, 'HH:00' from `first` to `last` hours inclusive. */
function hourly(first: number, last: number): string[] {
  return Array.from({ length: last - first + 1 }, (_, i) => `${String(first + i).padStart(2, '0')}:00`);
}

/** Scheduling slots (spec §9): morning 08:00 to 12:00, afternoon 13:00 to 18:00, hourly. */
export const TIME_SLOTS = {
  morning: hourly(8, 12),
  afternoon: hourly(13, 18),
} as const;

export type DayPeriod = keyof typeof TIME_SLOTS;

/** The start times of a period: every slot but the last, so an end can follow. */
export function startSlots(period: DayPeriod): string[] {
  return TIME_SLOTS[period].slice(0, -1);
}

/** The end times of a period after a chosen start (all but the first when no start is chosen). */
export function endSlots(period: DayPeriod, start?: string | null): string[] {
  const slots = TIME_SLOTS[period];
  return start ? slots.filter((slot) => slot > start) : slots.slice(1);
}
