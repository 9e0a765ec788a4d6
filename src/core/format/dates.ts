import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import 'dayjs/locale/pt-br.js';

dayjs.extend(customParseFormat);
dayjs.locale('pt-br');

export const BR_DATE = 'DD/MM/YYYY';
export const ISO_DATE = 'YYYY-MM-DD';

/** A date or timestamp as pt-BR day/month/year ('' when it cannot be read). */
export function formatDateBr(value: string | Date): string {
  const d = dayjs(value);
  return d.isValid() ? d.format(BR_DATE) : '';
}

/**
 * A date typed dd/mm/yyyy (or already yyyy-mm-dd) as the calls carry it, yyyy-mm-dd; null when it
 * is not a real date. The one conversion into the inside representation.
 */
export function brToIsoDate(value: string): string | null {
  const text = value.trim();
  for (const format of [BR_DATE, ISO_DATE]) {
    const d = dayjs(text, format, true);
    if (d.isValid()) return d.format(ISO_DATE);
  }
  return null;
}

/** A yyyy-mm-dd date (or timestamp) from a call as the inputs show it, dd/mm/yyyy; '' when unreadable. */
export function isoToBrDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value.slice(0, 10), ISO_DATE, true);
  return d.isValid() ? d.format(BR_DATE) : '';
}

/** A date written out in pt-BR ('20 de junho de 2026'). */
export function formatLongDateBr(value: string | Date): string {
  return dayjs(value).format('D [de] MMMM [de] YYYY');
}

/** Orders of a customer with `created_at` as pt-BR day/month/year, for the analytics panel (docs/analytics.md#analytics-screen). */
export function withBrDates<T extends { created_at: string }>(orders: readonly T[]): T[] {
  return orders.map((order) => ({ ...order, created_at: formatDateBr(order.created_at) }));
}
