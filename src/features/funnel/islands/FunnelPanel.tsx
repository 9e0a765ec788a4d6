import { useEffect } from 'react';
import { useClientStore } from '../../../core/brand/hooks.ts';
import { $user } from '../../../core/context/session.ts';
import { Button } from '../../../core/ui/Button.tsx';
import { ChoiceFilter, DayFilter } from '../../../core/ui/FilterControls.tsx';
import { ScrollingTable } from '../../../core/ui/ScrollingTable.tsx';
import { FUNNEL_STEPS, type FunnelAnswer, type StepCountsAnswer } from '../contract/funnel.ts';
import { barWidth, conversionText, STEP_LABELS, sourceLabel } from '../rules/funnel-view.ts';
import {
  $funnel,
  $funnelFailure,
  $funnelFilter,
  $funnelStatus,
  type FunnelFilter,
  loadFunnel,
  setFunnelFilter,
} from '../stores/funnel.ts';

const CELL = 'px-3 py-2 text-left';
const NUMBER = 'px-3 py-2 text-right tabular-nums';

/** The steps as bars against the largest, each with its count and the share that came from the step before. */
function FunnelChart({ counts }: { counts: StepCountsAnswer }) {
  const largest = Math.max(...FUNNEL_STEPS.map((step) => counts[step]));
  return (
    <ol aria-label="Etapas do funil" className="flex max-w-3xl flex-col gap-2">
      {FUNNEL_STEPS.map((step, index) => {
        const previous = index > 0 ? FUNNEL_STEPS[index - 1] : undefined;
        return (
          <li
            key={step}
            className="grid grid-cols-[8.5rem_1fr] items-center gap-x-3 gap-y-1 sm:grid-cols-[10rem_1fr_9rem]"
          >
            <span className="text-sm font-semibold text-gray-900">{STEP_LABELS[step]}</span>
            <span className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="h-5 rounded bg-primary"
                style={{ width: `${barWidth(counts[step], largest)}%` }}
              />
              <span className="text-sm tabular-nums text-gray-900">{counts[step]}</span>
            </span>
            <span className="col-start-2 text-xs text-gray-700 sm:col-start-auto">
              {previous
                ? `${conversionText(counts[previous], counts[step])} de ${STEP_LABELS[previous].toLowerCase()}`
                : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function FamiliesTable({ families }: { families: FunnelAnswer['families'] }) {
  if (families.length === 0) return null;
  return (
    <ScrollingTable label="Funil por família">
      <table className="w-full text-sm text-gray-900">
        <caption className="mb-2 text-left font-semibold">Por família</caption>
        <thead className="bg-gray-100">
          <tr>
            <th scope="col" className={CELL}>
              Família
            </th>
            {FUNNEL_STEPS.map((step) => (
              <th key={step} scope="col" className={NUMBER}>
                {STEP_LABELS[step]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {families.map((family) => (
            <tr key={family.slug} className="border-t border-gray-200">
              <th scope="row" className={CELL}>
                {family.name}
              </th>
              {FUNNEL_STEPS.map((step) => (
                <td key={step} className={NUMBER}>
                  {family.counts[step]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

function SourcesTable({ sources }: { sources: FunnelAnswer['sources'] }) {
  if (sources.length === 0) return null;
  return (
    <ScrollingTable label="Funil por origem">
      <table className="w-full text-sm text-gray-900 sm:max-w-lg">
        <caption className="mb-2 text-left font-semibold">Por origem da visita</caption>
        <thead className="bg-gray-100">
          <tr>
            <th scope="col" className={CELL}>
              Origem
            </th>
            <th scope="col" className={NUMBER}>
              Visitas
            </th>
            <th scope="col" className={NUMBER}>
              Simulações
            </th>
          </tr>
        </thead>
        <tbody>
          {sources.map((source) => (
            <tr key={source.source} className="border-t border-gray-200">
              <th scope="row" className={CELL}>
                {sourceLabel(source.source)}
              </th>
              <td className={NUMBER}>{source.visit}</td>
              <td className={NUMBER}>{source.simulation}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

/**
 * The store's funnel (docs/desk.md#funnel): for a period (the last 30 days unless chosen), a
 * family and a source, what the store brought from visits to contracts, as bars a banker reads at
 * a glance, then by family and by where the visits came from.
 */
export function FunnelPanel() {
  const user = useClientStore($user, null);
  const funnel = useClientStore($funnel, null);
  const status = useClientStore($funnelStatus, 'loading');
  const failure = useClientStore($funnelFailure, '');
  const filter = useClientStore($funnelFilter, $funnelFilter.get());
  const bankerId = user?.id;
  useEffect(() => {
    if (bankerId !== undefined) void loadFunnel(bankerId);
  }, [bankerId]);
  const choose = (next: Partial<FunnelFilter>) => {
    if (bankerId !== undefined) setFunnelFilter(bankerId, next);
  };
  return (
    <section aria-labelledby="desk-funnel" className="flex flex-col gap-3">
      <h2 id="desk-funnel" className="text-lg font-semibold text-gray-900">
        Funil da loja
      </h2>
      <p className="text-sm text-gray-700">
        Do que a loja trouxe no período: visitas e simulações contadas sem cookies nem dados pessoais, e as
        solicitações feitas, aprovadas e contratadas.
      </p>
      <form aria-label="Filtros do funil" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <DayFilter
          label="De"
          value={filter.from || (funnel?.from ?? '')}
          onChange={(from) => choose({ from })}
        />
        <DayFilter label="Até" value={filter.to || (funnel?.to ?? '')} onChange={(to) => choose({ to })} />
        <ChoiceFilter
          label="Família"
          value={filter.family}
          options={(funnel?.families ?? []).map((family) => ({ value: family.slug, name: family.name }))}
          onChange={(family) => choose({ family })}
        />
        <ChoiceFilter
          label="Origem"
          value={filter.source}
          options={(funnel?.sources ?? []).map(({ source }) => ({
            value: source,
            name: sourceLabel(source),
          }))}
          onChange={(source) => choose({ source })}
        />
      </form>
      {status === 'failed' ? (
        <p role="alert" className="flex flex-wrap items-center gap-3 text-red-900">
          {failure}
          {bankerId !== undefined ? (
            <Button variant="outline" onClick={() => void loadFunnel(bankerId)}>
              Tentar novamente
            </Button>
          ) : null}
        </p>
      ) : null}
      {funnel ? (
        <div aria-busy={status === 'loading'} className="flex flex-col gap-4">
          <FunnelChart counts={funnel.counts} />
          {filter.source ? (
            <p className="text-sm text-gray-700">
              Com uma origem escolhida, o funil conta as visitas e simulações dessa origem.
            </p>
          ) : null}
          <FamiliesTable families={funnel.families} />
          <SourcesTable sources={funnel.sources} />
        </div>
      ) : status === 'loading' ? (
        <div role="status" aria-label="Carregando o funil" className="skeleton h-40 w-full" />
      ) : null}
    </section>
  );
}
