/** The values a request carries ('Valor', 'Prazo (meses)', an offer's figures), label and value; nothing when none. */
export function RequestValues({ values }: { values: readonly (readonly [string, string])[] }) {
  if (values.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {values.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-gray-700">{label}</dt>
          <dd className="font-medium text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
