import dayjs from 'dayjs';
import { ISO_DATE } from '../../../core/format/dates.ts';

/** Today as the date input writes it (yyyy-mm-dd): the first day a contact can be scheduled. */
export function todayIso(now: Date = new Date()): string {
  return dayjs(now).format(ISO_DATE);
}
