import type { OfferProfileAnswer } from '../contract/privacy.ts';
import { profileLine } from '../rules/privacy-records.ts';

/** The credit profiles kept from the user's look-ups ('Ofertas para você'), one per store. */
export function MyOfferProfiles({ profiles }: { profiles: readonly OfferProfileAnswer[] }) {
  if (profiles.length === 0) return null;
  return (
    <section aria-labelledby="my-data-profiles">
      <h3 id="my-data-profiles" className="mb-2 text-base font-semibold text-gray-900">
        Perfis de crédito consultados
      </h3>
      <ul className="flex flex-col gap-2" data-offer-profiles>
        {profiles.map((profile) => {
          const line = profileLine(profile);
          return (
            <li
              key={`${profile.store}-${profile.looked_up_at}`}
              className="rounded-md border border-gray-200 p-3"
            >
              <p className="font-semibold text-gray-900">{line.title}</p>
              <p className="text-gray-700">{line.facts.join(' · ')}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
