import { BREADCRUMB_LABEL, BREADCRUMB_CLASSES as C, type TrailStep } from './breadcrumb-trail.ts';

/** Where the visitor is: home, then the family, then the product. The last step is the page itself. */
export function Breadcrumb({ steps }: { steps: readonly TrailStep[] }) {
  return (
    <nav aria-label={BREADCRUMB_LABEL} className={C.nav}>
      <ol className={C.list}>
        {steps.map((step, i) => (
          <li key={step.label} className={C.step}>
            {i > 0 ? <span aria-hidden="true">›</span> : null}
            {step.href ? (
              <a className={C.link} href={step.href}>
                {step.label}
              </a>
            ) : (
              <span aria-current="page" className={C.current}>
                {step.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
