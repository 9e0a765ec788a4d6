/** A product's extra fields (label and value) as boxes, two columns from small screens up. */
export function ExtraFields({ fields }: { fields: readonly { label: string; value: string }[] }) {
  if (fields.length === 0) return null;
  return (
    <dl className="mt-6 grid gap-3 sm:grid-cols-2">
      {fields.map((field) => (
        <div key={field.label} className="rounded-md bg-white p-4 shadow-sm">
          <dt className="text-sm text-gray-700">{field.label}</dt>
          <dd className="text-lg font-bold text-gray-900">{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
