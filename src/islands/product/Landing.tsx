import type { ProductAnswer } from '../../api/store.ts';
import { productDisclaimer } from '../../domain/browse-product.ts';
import { cityLabel } from '../../domain/browse-profile.ts';
import { displayName } from '../../domain/browse-text.ts';
import type { LandingKind } from '../../domain/product-rules.ts';
import { $banker } from '../../stores/store-context.ts';
import { Avatar } from '../chrome/Avatar.tsx';
import { useChrome } from '../chrome/hooks.ts';
import { WhatsAppLink } from '../chrome/WhatsAppLink.tsx';
import { useStore } from '../use-store.ts';
import { LandingSections } from './LandingSections.tsx';
import { LANDING_CONTENT } from './landing-content.ts';
import { ProductBanner } from './ProductBanner.tsx';
import { RequestButton } from './RequestButton.tsx';

/**
 * Landing of products 55 and 91 (home equity) and 118 (business credit), docs/catalog-and-store.md#product-page: banner,
 * benefits, what it is, four steps, 'Dúvidas?' with the banker, and the calls to action.
 */
export function Landing({ product, kind, pb }: { product: ProductAnswer; kind: LandingKind; pb: string }) {
  const chrome = useChrome();
  const banker = useStore($banker);
  const content = LANDING_CONTENT[kind];
  const occupation = chrome.occupation.singular;
  const person = banker?.person;
  return (
    <div data-landing={kind}>
      <ProductBanner product={product} pb={pb} kind="landing">
        <RequestButton product={product} className="mt-6 bg-white! text-gray-900!" />
      </ProductBanner>
      <div className="mx-auto max-w-6xl px-4">
        <div className="mt-10">
          <LandingSections content={content} occupation={occupation} idPrefix="landing" />
        </div>
        <section
          aria-labelledby="questions-title"
          className="mt-12 rounded-lg bg-white p-6 shadow-sm sm:flex sm:items-center sm:gap-6"
          data-questions
        >
          {person ? (
            <Avatar photo={person.photo} name={displayName(person)} size={96} />
          ) : (
            <span className="skeleton block h-24 w-24 rounded-full" />
          )}
          <div className="mt-4 flex-1 sm:mt-0">
            <h2 id="questions-title" className="text-2xl font-bold text-gray-900">
              Dúvidas?
            </h2>
            <p className="mt-1 text-gray-800">
              {person ? `Fale com ${displayName(person)}, seu ${occupation}.` : ' '}
            </p>
            <p className="text-sm text-gray-700">{banker ? cityLabel(banker.person.address) : ' '}</p>
            {person ? (
              <WhatsAppLink
                person={person}
                className="mt-3 inline-flex font-semibold text-gray-900 underline"
              />
            ) : null}
          </div>
          <RequestButton product={product} className="mt-4 sm:mt-0" />
        </section>
        <p className="text-xs leading-relaxed text-gray-700" data-product-disclaimer>
          {productDisclaimer(product, chrome.companyName)}
        </p>
      </div>
    </div>
  );
}
