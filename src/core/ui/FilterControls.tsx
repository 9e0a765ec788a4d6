import { type ReactElement, useId } from 'react';
import { controlClass, FieldFrame } from './FieldFrame.tsx';

/** One filter with the store's label frame; its control gets the id the label points to. */
export function FilterField({ label, children }: { label: string; children: (id: string) => ReactElement }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} errorId={`${id}-error`}>
      {children(id)}
    </FieldFrame>
  );
}

/** A day of a period filter (`AAAA-MM-DD`, '' for none). */
export function DayFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
}) {
  return (
    <FilterField label={label}>
      {(id) => (
        <input
          id={id}
          type="date"
          className={controlClass(null)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FilterField>
  );
}

/** A choice among options, or 'Todas' ('' for all). */
export function ChoiceFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; name: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <FilterField label={label}>
      {(id) => (
        <select
          id={id}
          className={controlClass(null)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">Todas</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}
