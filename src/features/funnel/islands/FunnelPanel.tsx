import { useEffect } from 'react';
import { useClientStore } from '../../../core/brand/hooks.ts';
import { $user } from '../../../core/context/session.ts';
import { Button } from '../../../core/ui/Button.tsx';
import { ChoiceFilter, DayFilter } from '../../../core/ui/FilterControls.tsx';
import { ScrollingTable } from '../../../core/ui/ScrollingTable.tsx';
import { TitledSection } from '../../../core/ui/TitledSection.tsx';
import { FUNNEL_STEPS, type StepCountsAnswer } from '../contract/funnel.ts';
import {
  barWidth,
  conversionText,
  familyRows,
  STEP_LABELS,
  type StepsRow,
  sourceChoices,
  sourceRows,
} from '../rules/funnel-view.ts';
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

/** Each row's count of every step: the funnel by family or by source. */
function StepsTable({
  label,
  caption,
  head,
  rows,
}: {
  label: string;
  caption: string;
  head: string;
  rows: StepsRow[];
}) {
  if (rows.length === 0) return null;
  return (
    <ScrollingTable label={label}>
      <table className="w-full text-sm text-gray-900">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead className="bg-gray-100">
          <tr>
            <th scope="col" className={CELL}>
              {head}
            </th>
            {FUNNEL_STEPS.map((step) => (
              <th key={step} scope="col" className={NUMBER}>
                {STEP_LABELS[step]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-gray-200">
              <th scope="row" className={CELL}>
                {row.name}
              </th>
              {FUNNEL_STEPS.map((step) => (
                <td key={step} className={NUMBER}>
                  {row.counts[step]}
                </td>
              ))}
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
    <TitledSection
      id="desk-funnel"
      title="Funil da loja"
      className="flex flex-col gap-3"
      titleClassName="text-lg font-semibold text-gray-900"
    >
      <p className="text-sm text-gray-700">
        Do que a loja trouxe no período: visitas e simulações contadas sem cookies nem dados pessoais, e as
        ofertas pedidas e solicitações feitas, aprovadas e contratadas, pela origem da visita que as trouxe.
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
          options={sourceChoices(funnel?.sources ?? [])}
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
          <StepsTable
            label="Funil por família"
            caption="Por família"
            head="Família"
            rows={familyRows(funnel)}
          />
          <StepsTable
            label="Funil por origem"
            caption="Por origem da visita"
            head="Origem"
            rows={sourceRows(funnel)}
          />
        </div>
      ) : status === 'loading' ? (
        <div role="status" aria-label="Carregando o funil" className="skeleton h-40 w-full" />
      ) : null}
    </TitledSection>
  );
}
