import type { InstalmentSeries } from '../rules/instalment-chart.ts';
import { lineStyle } from './chart-lines.ts';

/** Each offer's line as a short sample, with its bank and system. */
export function ChartLegend({ series }: { series: readonly InstalmentSeries[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-4 text-sm text-gray-800" aria-label="Legenda">
      {series.map((s, i) => {
        const style = lineStyle(i);
        return (
          <li key={s.partner} className="flex items-center gap-2">
            <svg width="28" height="8" aria-hidden="true">
              <line
                x1="0"
                x2="28"
                y1="4"
                y2="4"
                stroke={style.stroke}
                strokeWidth="3"
                strokeDasharray={style.dash}
              />
            </svg>
            {s.name} ({s.system})
          </li>
        );
      })}
    </ul>
  );
}
