export interface ResultsHeaderProps<K extends string> {
  titleId: string;
  title: string;
  /** How many results there are, read out as they change. */
  status: string;
  /** The name of the sort radios. */
  sortName: string;
  sortLabels: Record<K, string>;
  sort: K;
  onSort: (key: K) => void;
}

/** The title of a simulator's results, how many there are and 'Ordenar por:'. */
export function ResultsHeader<K extends string>({
  titleId,
  title,
  status,
  sortName,
  sortLabels,
  sort,
  onSort,
}: ResultsHeaderProps<K>) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={titleId} className="text-xl font-bold text-gray-900">
          {title}
        </h2>
        <p className="text-sm text-gray-700" role="status">
          {status}
        </p>
      </div>
      <fieldset className="flex flex-wrap items-center gap-3 text-sm">
        <legend className="sr-only">Ordenar por</legend>
        <span aria-hidden="true" className="font-semibold text-gray-900">
          Ordenar por:
        </span>
        {(Object.keys(sortLabels) as K[]).map((key) => (
          <label key={key} className="flex items-center gap-1 text-gray-800">
            <input
              type="radio"
              name={sortName}
              value={key}
              checked={sort === key}
              onChange={() => onSort(key)}
            />
            {sortLabels[key]}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
