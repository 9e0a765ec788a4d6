import { useState } from 'react';
import { useClientStore } from '../../../../core/brand/hooks.ts';
import { controlClass } from '../../../../core/ui/FieldFrame.tsx';
import { ChoiceFilter, DayFilter, FilterField } from '../../../../core/ui/FilterControls.tsx';
import type { PipelineAnswer } from '../../contract/desk.ts';
import { $deskFilter, setDeskFilter } from '../../stores/desk.ts';

/** The pipeline's filters: a search by customer (name or e-mail), the family, the institution and the period. */
export function DeskFilters({ pipeline }: { pipeline: PipelineAnswer | null }) {
  const filter = useClientStore($deskFilter, $deskFilter.get());
  const [search, setSearch] = useState(filter.search);
  const options = (items: PipelineAnswer['families']) =>
    items.map((item) => ({ value: item.slug, name: item.name }));
  return (
    <form
      aria-label="Filtros das solicitações"
      className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={(event) => {
        event.preventDefault();
        setDeskFilter({ search });
      }}
    >
      <FilterField label="Procurar por cliente (nome ou e-mail)">
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
      </FilterField>
      <ChoiceFilter
        label="Família"
        value={filter.family}
        options={options(pipeline?.families ?? [])}
        onChange={(family) => setDeskFilter({ family })}
      />
      <ChoiceFilter
        label="Instituição"
        value={filter.institution}
        options={options(pipeline?.institutions ?? [])}
        onChange={(institution) => setDeskFilter({ institution })}
      />
      <DayFilter label="De" value={filter.from} onChange={(from) => setDeskFilter({ from })} />
      <DayFilter label="Até" value={filter.to} onChange={(to) => setDeskFilter({ to })} />
    </form>
  );
}
