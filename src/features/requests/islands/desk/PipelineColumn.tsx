import { useClientStore } from '../../../../core/brand/hooks.ts';
import { Button } from '../../../../core/ui/Button.tsx';
import type { PipelineColumnAnswer } from '../../contract/desk.ts';
import { ageText, formatCents, serviceLevelText } from '../../rules/desk-view.ts';
import { REQUEST_STATUS_LABELS } from '../../rules/request-status.ts';
import { $columnLoading, loadMoreOf, openDeskRequest } from '../../stores/desk.ts';

/**
 * One status of the pipeline: its count, how many waited past the service level, and its cards,
 * waited longest first. A card is a button: the keyboard opens it as a pointer does.
 */
export function PipelineColumn({ column, now }: { column: PipelineColumnAnswer; now: Date }) {
  const loading = useClientStore($columnLoading, null) === column.status;
  const label = REQUEST_STATUS_LABELS[column.status];
  const headingId = `pipeline-${column.status}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-2 rounded-lg bg-gray-50 p-3 ring-1 ring-gray-200"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h3 id={headingId} className="font-semibold text-gray-900">
          {label} <span className="font-normal text-gray-700">({column.count})</span>
        </h3>
        {column.late > 0 ? (
          <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
            {column.late} {column.late === 1 ? 'atrasada' : 'atrasadas'}
          </span>
        ) : null}
        {column.service_level !== null ? (
          <p className="w-full text-xs text-gray-700">{serviceLevelText(column.service_level)}</p>
        ) : null}
      </header>
      {column.cards.length === 0 ? <p className="text-sm text-gray-700">Nenhuma solicitação.</p> : null}
      <ul className="flex flex-col gap-2">
        {column.cards.map((card) => (
          <li key={`${card.kind}-${card.id}`}>
            <button
              type="button"
              onClick={() => openDeskRequest({ kind: card.kind, id: card.id })}
              className={`flex w-full flex-col items-start gap-0.5 rounded-md bg-white p-3 text-left shadow-sm ring-1 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary ${
                card.late ? 'ring-red-400' : 'ring-gray-200'
              }`}
            >
              <span className="font-semibold text-gray-900">{card.customer}</span>
              <span className="text-sm text-gray-800">{card.product}</span>
              <span className="text-sm text-gray-700">
                {[card.institution, card.amount_cents !== null ? formatCents(card.amount_cents) : null]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              <span className={`text-xs ${card.late ? 'font-semibold text-red-800' : 'text-gray-700'}`}>
                {ageText(card.status_at, now)}
                {card.late ? ' · atrasada' : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {column.cards.length < column.count ? (
        <Button
          variant="outline"
          className="self-start"
          loading={loading}
          onClick={() => void loadMoreOf(column)}
        >
          Mostrar mais
        </Button>
      ) : null}
    </section>
  );
}
