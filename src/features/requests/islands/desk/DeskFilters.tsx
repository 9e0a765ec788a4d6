import { type ReactElement, useId, useState } from 'react';
import { useClientStore } from '../../../../core/brand/hooks.ts';
import { controlClass, FieldFrame } from '../../../../core/ui/FieldFrame.tsx';
import type { PipelineAnswer } from '../../contract/desk.ts';
import { $deskFilter, type DeskFilter, setDeskFilter } from '../../stores/desk.ts';

/** One filter with the store's label frame; its control gets the id the label points to. */
function Filter({ label, children }: { label: string; children: (id: string) => ReactElement }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} errorId={`${id}-error`}>
      {children(id)}
    </FieldFrame>
  );
}

/** The pipeline's filters: a search by customer (name or e-mail), the family, the institution and the period. */
export function DeskFilters({ pipeline }: { pipeline: PipelineAnswer | null }) {
  const filter = useClientStore($deskFilter, $deskFilter.get());
  const [search, setSearch] = useState(filter.search);
  const choose = (key: keyof DeskFilter, label: string, options: PipelineAnswer['families']) => (
    <Filter label={label}>
      {(id) => (
        <select
          id={id}
          className={controlClass(null)}
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
      )}
    </Filter>
  );
  const day = (key: 'from' | 'to', label: string) => (
    <Filter label={label}>
      {(id) => (
        <input
          id={id}
          type="date"
          className={controlClass(null)}
          value={filter[key]}
          onChange={(event) => setDeskFilter({ [key]: event.target.value })}
        />
      )}
    </Filter>
  );
  return (
    <form
      aria-label="Filtros das solicitações"
      className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={(event) => {
        event.preventDefault();
        setDeskFilter({ search });
      }}
    >
      <Filter label="Procurar por cliente (nome ou e-mail)">
        {(id) => (
          <input
            id={id}
            type="search"
            maxLength={100}
            className={controlClass(null)}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onBlur={() => search !== filter.search && setDeskFilter({ search })}
          />
        )}
      </Filter>
      {choose('family', 'Família', pipeline?.families ?? [])}
      {choose('institution', 'Instituição', pipeline?.institutions ?? [])}
      {day('from', 'De')}
      {day('to', 'Até')}
    </form>
  );
}
