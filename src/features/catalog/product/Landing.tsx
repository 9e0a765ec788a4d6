import { useChrome } from '../../../core/brand/hooks.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import { cityLabel } from '../../../core/context/banker-profile.ts';
import { displayName } from '../../../core/context/banker-text.ts';
import { $banker } from '../../../core/context/store-context.ts';
import type { ProductAnswer } from '../../../core/contract/store.ts';
import { productDisclaimer } from '../../../core/products/product-landing.ts';
import type { LandingKind } from '../../../core/products/product-rules.ts';
import { Avatar } from '../../../core/ui/Avatar.tsx';
import { WhatsAppLink } from '../../../core/ui/WhatsAppLink.tsx';
import { RequestButton } from '../../ordering/islands/RequestButton.tsx';
import { LandingSections } from '../ui/LandingSections.tsx';
import { LANDING_CONTENT } from '../ui/landing-content.ts';
import { ProductBanner } from '../ui/ProductBanner.tsx';

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
