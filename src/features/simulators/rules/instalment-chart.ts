import { formatBRL } from '../../../core/format/money.ts';
import { monthlyRateFromAnnual, schedule, toCentavos } from './amortization.ts';
import type { PartnerOffer } from './simulator-state.ts';

/**
 * The instalment-over-time chart of the simulator: each offer's schedule (from the same module
 * the partner banks use, so the first and last points are the instalments the cards show), drawn
 * as SVG paths, and the same figures as a table (one row a year) for those who do not see it.
 */

export interface InstalmentSeries {
  partner: string;
  name: string;
  system: 'PRICE' | 'SAC';
  /** Instalment of each month, in reais. */
  instalments: number[];
}

export function seriesOf(offer: PartnerOffer): InstalmentSeries {
  const { rows } = schedule({
    system: offer.amortization_system,
    principalCents: toCentavos(offer.total_financing_value),
    monthlyRate: monthlyRateFromAnnual(offer.anual_fee / 100),
    months: offer.term,
  });
  return {
    partner: offer.partner,
    name: offer.partner_name,
    system: offer.amortization_system,
    instalments: rows.map((row) => row.instalment / 100),
  };
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the axis labels. */
  left: number;
  bottom: number;
  top: number;
  right: number;
}

export interface ChartDrawing {
  paths: { partner: string; d: string }[];
  /** Horizontal guide lines with their values (reais). */
  yTicks: { y: number; value: number }[];
  /** Year marks along the term. */
  xTicks: { x: number; month: number }[];
}

/** A round step for about `count` ticks over `max` (1, 2 or 5 times a power of ten). */
function niceStep(max: number, count: number): number {
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= raw);
  return step ?? 10 * power;
}

/** Paths and ticks of the series in the box; the value axis starts at zero. */
export function drawChart(series: readonly InstalmentSeries[], box: ChartBox): ChartDrawing {
  const months = Math.max(1, ...series.map((s) => s.instalments.length));
  const highest = Math.max(1, ...series.flatMap((s) => s.instalments));
  const step = niceStep(highest, 4);
  const top = Math.ceil(highest / step) * step;
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const x = (month: number) => box.left + ((month - 1) / Math.max(1, months - 1)) * plotWidth;
  const y = (value: number) => box.top + plotHeight - (value / top) * plotHeight;
  const round = (n: number) => Math.round(n * 10) / 10;
  const paths = series.map((s) => ({
    partner: s.partner,
    d: s.instalments
      .map((value, i) => `${i === 0 ? 'M' : 'L'}${round(x(i + 1))},${round(y(value))}`)
      .join(' '),
  }));
  const yTicks = [];
  for (let value = 0; value <= top + 1e-9; value += step) yTicks.push({ y: round(y(value)), value });
  const yearStep = months > 240 ? 60 : months > 120 ? 36 : 12;
  const xTicks = [];
  for (let month = yearStep; month <= months; month += yearStep) xTicks.push({ x: round(x(month)), month });
  return { paths, yTicks, xTicks };
}

/** Months shown in the table: the first, the last of each year and the last of the term. */
export function tableMonths(months: number): number[] {
  const marks = [1];
  for (let month = 12; month < months; month += 12) marks.push(month);
  if (months > 1) marks.push(months);
  return marks;
}

/** Rows of the table alternative: the instalment of each series at the table's months (null past its term). */
export function chartTable(
  series: readonly InstalmentSeries[],
): { month: number; values: (number | null)[] }[] {
  const months = Math.max(0, ...series.map((s) => s.instalments.length));
  return tableMonths(months).map((month) => ({
    month,
    values: series.map((s) => s.instalments[month - 1] ?? null),
  }));
}

/** What the chart shows in words: each offer's first and last instalment. */
export function chartDescription(series: readonly InstalmentSeries[]): string {
  return series
    .map(
      (s) =>
        `${s.name} (${s.system}): de ${formatBRL(s.instalments[0] ?? 0)} na primeira parcela a ${formatBRL(s.instalments.at(-1) ?? 0)} na última.`,
    )
    .join(' ');
}
