import type { InstalmentSeries } from '../rules/instalment-chart.ts';
import { ChartLegend } from './ChartLegend.tsx';
import { InstalmentLines } from './InstalmentLines.tsx';
import { InstalmentTable } from './InstalmentTable.tsx';

/** Instalments over the term of the chosen offers (SAC falls, PRICE stays), with a table alternative. */
export function InstalmentChart({ series }: { series: readonly InstalmentSeries[] }) {
  if (series.length === 0) {
    return (
      <p className="text-sm text-gray-700">
        Marque 'Mostrar no gráfico' em uma oferta para ver as parcelas ao longo do prazo.
      </p>
    );
  }
  return (
    <div>
      <InstalmentLines series={series} />
      <ChartLegend series={series} />
      <InstalmentTable series={series} />
    </div>
  );
}
