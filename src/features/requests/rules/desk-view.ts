import { formatBRL } from '../../../core/format/money.ts';

/**
 * What the banker's desk shows of its figures (docs/desk.md#pipeline): pure functions shared by the screens and the notice mail.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long a request has been in its status, in pt-BR: 'agora', 'há 5 h', 'há 1 dia', 'há 12 dias'. */
export function ageText(since: string, now: Date): string {
  const waited = now.getTime() - new Date(since).getTime();
  if (!(waited >= HOUR)) return 'agora';
  if (waited < DAY) return `há ${Math.floor(waited / HOUR)} h`;
  const days = Math.floor(waited / DAY);
  return days === 1 ? 'há 1 dia' : `há ${days} dias`;
}

/** An amount the services sent in centavos, in BRL ('R$ 10.000,00'). */
export const formatCents = (cents: number): string => formatBRL(cents / 100);

/** A `datetime-local` value, read as Brasília time (the banker's clock), as an instant with its offset. */
export const brasiliaInstant = (local: string): string | null => (local ? `${local}:00-03:00` : null);

/** A month of the commissions ('2026-11') as the table shows it ('11/2026'). */
export const formatMonth = (month: string): string => month.split('-').reverse().join('/');

/** How many requests of the pipeline waited past their service level. */
export const lateCount = (columns: readonly { late: number }[]): number =>
  columns.reduce((sum, column) => sum + column.late, 0);

/** A service level in business days, as a column states it. */
export const serviceLevelText = (days: number | null): string =>
  days === null ? '' : `prazo de ${days} ${days === 1 ? 'dia útil' : 'dias úteis'}`;
