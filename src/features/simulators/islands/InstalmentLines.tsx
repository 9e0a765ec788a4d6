import { formatWholeBRL } from '../../../core/format/money.ts';
import {
  type ChartBox,
  chartDescription,
  drawChart,
  type InstalmentSeries,
} from '../rules/instalment-chart.ts';
import { lineStyle } from './chart-lines.ts';

const BOX: ChartBox = { width: 720, height: 300, left: 84, bottom: 32, top: 12, right: 16 };

/** The chart itself: value guides, year marks and one line per offer, described in words for screen readers. */
export function InstalmentLines({ series }: { series: readonly InstalmentSeries[] }) {
  const drawing = drawChart(series, BOX);
  return (
    // On phones the chart scrolls sideways: the box takes the focus, so the keyboard scrolls it too.
    <section
      className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-primary"
      aria-labelledby="chart-title"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
    >
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-labelledby="chart-title chart-desc"
        className="h-auto w-full min-w-[560px]"
        data-instalment-chart
      >
        <title id="chart-title">Valor da parcela ao longo do prazo</title>
        <desc id="chart-desc">{chartDescription(series)}</desc>
        {drawing.yTicks.map((tick) => (
          <g key={tick.value}>
            <line x1={BOX.left} x2={BOX.width - BOX.right} y1={tick.y} y2={tick.y} stroke="#e5e7eb" />
            <text x={BOX.left - 6} y={tick.y + 4} textAnchor="end" fontSize="13" fill="#374151">
              {formatWholeBRL(tick.value)}
            </text>
          </g>
        ))}
        {drawing.xTicks.map((tick) => (
          <text
            key={tick.month}
            x={tick.x}
            y={BOX.height - 10}
            textAnchor="middle"
            fontSize="13"
            fill="#374151"
          >
            {`mês ${tick.month}`}
          </text>
        ))}
        {drawing.paths.map((path, i) => {
          const style = lineStyle(i);
          return (
            <path
              key={path.partner}
              d={path.d}
              fill="none"
              stroke={style.stroke}
              strokeWidth="2.5"
              strokeDasharray={style.dash}
            />
          );
        })}
      </svg>
    </section>
  );
}
