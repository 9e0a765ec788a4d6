import { useId, useState } from 'react';
import { useClientStore } from '../../../../core/brand/hooks.ts';
import type { PipelineAnswer } from '../../contract/desk.ts';
import { $deskFilter, type DeskFilter, setDeskFilter } from '../../stores/desk.ts';

const FIELD = 'rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900';

/** The pipeline's filters: a search by customer or product, the family, the institution and the period. */
export function DeskFilters({ pipeline }: { pipeline: PipelineAnswer | null }) {
  const filter = useClientStore($deskFilter, $deskFilter.get());
  const [search, setSearch] = useState(filter.search);
  const id = useId();
  const select = (key: keyof DeskFilter, label: string, options: PipelineAnswer['families']) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className="text-sm font-semibold text-gray-900">
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        className={FIELD}
        value={filter[key]}
        onChange={(event) => setDeskFilter({ [key]: event.target.value })}
      >
        <option value="">Todas</option>
        {options.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
  const day = (key: 'from' | 'to', label: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className="text-sm font-semibold text-gray-900">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="date"
        className={FIELD}
        value={filter[key]}
        onChange={(event) => setDeskFilter({ [key]: event.target.value })}
      />
    </div>
  );
  return (
    <form
      aria-label="Filtros das solicitações"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={(event) => {
        event.preventDefault();
        setDeskFilter({ search });
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-search`} className="text-sm font-semibold text-gray-900">
          Procurar por cliente ou produto
        </label>
        <input
          id={`${id}-search`}
          type="search"
          maxLength={100}
          className={FIELD}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onBlur={() => search !== filter.search && setDeskFilter({ search })}
        />
      </div>
      {select('family', 'Família', pipeline?.families ?? [])}
      {select('institution', 'Instituição', pipeline?.institutions ?? [])}
      {day('from', 'De')}
      {day('to', 'Até')}
    </form>
  );
}
