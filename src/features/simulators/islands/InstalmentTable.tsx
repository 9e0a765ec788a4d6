import { formatBRL } from '../../../core/format/money.ts';
import { chartTable, type InstalmentSeries } from '../rules/instalment-chart.ts';

/** The chart's figures as a table (one row a year), folded under a summary. */
export function InstalmentTable({ series }: { series: readonly InstalmentSeries[] }) {
  const table = chartTable(series);
  return (
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
  );
}
