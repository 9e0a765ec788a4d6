import { NumberedStep } from '../../../core/ui/NumberedStep.tsx';
import { type LandingContent, withOccupation } from './landing-content.ts';

interface Props {
  content: LandingContent;
  occupation: string;
  /** Prefix of the section heading ids, unique on the page. */
  idPrefix: string;
  /** Space above the second and third sections. */
  spacing?: 'mt-10' | 'mt-12';
}

/** The benefits, 'what it is' and four steps of a landing page (docs/catalog-and-store.md#product-page). */
export function LandingSections({ content, occupation, idPrefix, spacing = 'mt-12' }: Props) {
  return (
    <>
      <section aria-labelledby={`${idPrefix}-benefits`}>
        <h2 id={`${idPrefix}-benefits`} className="text-2xl font-bold text-gray-900">
          Vantagens
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {content.benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-lg bg-white p-5 shadow-sm">
              <p className="text-lg font-bold text-gray-900">{benefit.title}</p>
              <p className="mt-1 text-sm text-gray-700">{withOccupation(benefit.text, occupation)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${idPrefix}-what`} className={spacing}>
        <h2 id={`${idPrefix}-what`} className="text-2xl font-bold text-gray-900">
          {content.whatTitle}
        </h2>
        {content.what.map((paragraph) => (
          <p key={paragraph} className="mt-3 max-w-3xl leading-relaxed text-gray-800">
            {withOccupation(paragraph, occupation)}
          </p>
        ))}
      </section>
      <section aria-labelledby={`${idPrefix}-steps`} className={spacing}>
        <h2 id={`${idPrefix}-steps`} className="text-2xl font-bold text-gray-900">
          Como funciona
        </h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {content.steps.map((step, i) => (
            <NumberedStep
              key={step.title}
              number={i + 1}
              title={step.title}
              textClassName="mt-1 text-sm text-gray-700"
            >
              {withOccupation(step.text, occupation)}
            </NumberedStep>
          ))}
        </ol>
      </section>
    </>
  );
}
