import { chartTable, drawChart, type InstalmentSeries } from '../../domain/instalment-chart.ts';
import { formatBRL } from '../../domain/money.ts';

/** Colours and dash patterns together, so the lines differ without colour too. */
const LINE_STYLES = [
  { stroke: '#1d4ed8', dash: '' },
  { stroke: '#b45309', dash: '8 4' },
  { stroke: '#047857', dash: '2 3' },
  { stroke: '#7c3aed', dash: '10 3 2 3' },
] as const;

const BOX = { width: 720, height: 300, left: 84, bottom: 32, top: 12, right: 16 };

const compact = (value: number) =>
  value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 });

/** Instalments over the term of the chosen offers (SAC falls, PRICE stays), with a table alternative. */
export function InstalmentChart({ series }: { series: readonly InstalmentSeries[] }) {
  if (series.length === 0) {
    return (
      <p className="text-sm text-gray-700">
        Marque 'Mostrar no gráfico' em uma oferta para ver as parcelas ao longo do prazo.
      </p>
    );
  }
  const drawing = drawChart(series, BOX);
  const table = chartTable(series);
  const description = series
    .map(
      (s) =>
        `${s.name} (${s.system}): de ${formatBRL(s.instalments[0] ?? 0)} na primeira parcela a ${formatBRL(s.instalments.at(-1) ?? 0)} na última.`,
    )
    .join(' ');
  return (
    <div>
      {/* On phones the chart scrolls sideways: the box takes the focus, so the keyboard scrolls it too. */}
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
          <desc id="chart-desc">{description}</desc>
          {drawing.yTicks.map((tick) => (
            <g key={tick.value}>
              <line x1={BOX.left} x2={BOX.width - BOX.right} y1={tick.y} y2={tick.y} stroke="#e5e7eb" />
              <text x={BOX.left - 6} y={tick.y + 4} textAnchor="end" fontSize="13" fill="#374151">
                {compact(tick.value)}
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
            const style = LINE_STYLES[i % LINE_STYLES.length] ?? LINE_STYLES[0];
            return (
              <path
                key={path.partner}
                d={path.d}
                fill="none"
                stroke={style.stroke}
                strokeWidth="2.5"
                strokeDasharray={style.dash || undefined}
              />
            );
          })}
        </svg>
      </section>
      <ul className="mt-2 flex flex-wrap gap-4 text-sm text-gray-800" aria-label="Legenda">
        {series.map((s, i) => {
          const style = LINE_STYLES[i % LINE_STYLES.length] ?? LINE_STYLES[0];
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
                  strokeDasharray={style.dash || undefined}
                />
              </svg>
              {s.name} ({s.system})
            </li>
          );
        })}
      </ul>
      <details className="mt-3">
        <summary
          id="chart-table-title"
          className="cursor-pointer text-sm font-semibold text-gray-900 underline underline-offset-2"
        >
          Ver as parcelas em tabela
        </summary>
        <section
          className="mt-2 overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-primary"
          aria-labelledby="chart-table-title"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Valor da parcela por mês, por oferta</caption>
            <thead>
              <tr>
                <th scope="col" className="p-2">
                  Mês
                </th>
                {series.map((s) => (
                  <th key={s.partner} scope="col" className="p-2">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.map((row) => (
                <tr key={row.month} className="border-t border-gray-200">
                  <th scope="row" className="p-2 font-normal">
                    {row.month}
                  </th>
                  {row.values.map((value, i) => (
                    <td key={series[i]?.partner} className="p-2">
                      {value === null ? '—' : formatBRL(value)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </div>
  );
}
