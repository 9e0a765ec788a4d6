/** Where the visitor is: home, then the family, then the product. The last step is the page itself. */
export function Breadcrumb({ steps }: { steps: { label: string; href?: string }[] }) {
  return (
    <nav aria-label="Trilha de navegação" className="text-sm text-gray-700">
      <ol className="flex flex-wrap items-center gap-1">
        {steps.map((step, i) => (
          <li key={step.label} className="flex items-center gap-1">
            {i > 0 ? <span aria-hidden="true">›</span> : null}
            {step.href ? (
              <a className="underline-offset-2 hover:underline" href={step.href}>
                {step.label}
              </a>
            ) : (
              <span aria-current="page" className="font-semibold text-gray-900">
                {step.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
