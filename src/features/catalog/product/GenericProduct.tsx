import { familyName } from '../../../core/brand/family-name.ts';
import { useChrome } from '../../../core/brand/hooks.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import { replaceBankerTitle } from '../../../core/context/banker-text.ts';
import { $family } from '../../../core/context/catalog.ts';
import type { ProductAnswer } from '../../../core/contract/store.ts';
import { productDisclaimer } from '../../../core/products/product-landing.ts';
import { pathFor } from '../../../core/routes/route-table.ts';
import { ExtraFields } from '../../../core/ui/ExtraFields.tsx';
import { RequestButton } from '../../ordering/islands/RequestButton.tsx';
import { Breadcrumb } from '../group/Breadcrumb.tsx';
import { trailFromHome } from '../group/breadcrumb-trail.ts';
import { BackLink } from './BackLink.tsx';
import { ProductHeading } from './ProductHeading.tsx';
import { RelatedProductsOnView } from './RelatedProductsOnView.tsx';
import { StickyRequest } from './StickyRequest.tsx';

/** How many of the product's facts the side card repeats beside the button. */
const SIDE_CARD_FACTS = 3;

/** The family of a product, for the breadcrumb (renamed as the store shows it). */
function familyLabel(
  slug: string,
  family: { id: number; slug: string; name: string } | null,
  renames: Record<string, string>,
): string {
  return family?.slug === slug ? familyName(family, renames) : slug;
}

/**
 * The product page (docs/catalog-and-store.md#product-page): breadcrumb, title, subtitle, description with the brand's banker
 * title, product card, extra fields, 'Solicitar agora' (fixed at the bottom on small screens after
 * 1005 px), about text, related products and the legal disclaimer.
 */
export function GenericProduct({ product, pb }: { product: ProductAnswer; pb: string }) {
  const chrome = useChrome();
  const family = useStore($family);
  const familyTitle = familyLabel(product.family_slug, family, chrome.familyRenames);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Breadcrumb
          steps={trailFromHome(
            pathFor('home', { pb }),
            { label: familyTitle, href: pathFor('name', { pb, group: product.family_slug }) },
            { label: product.title },
          )}
        />
        <BackLink pb={pb} group={product.family_slug} />
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_360px]">
        <div>
          <ProductHeading
            title={product.title}
            subTitle={product.sub_title}
            description={replaceBankerTitle(product.description, chrome.occupation)}
          />
          {product.extra_fields.length > 0 ? (
            <section aria-labelledby="product-facts" className="mt-8">
              <h2 id="product-facts" className="text-xl font-bold text-gray-900">
                Vantagens
              </h2>
              <ExtraFields fields={product.extra_fields} />
            </section>
          ) : null}
          {product.about ? (
            <section aria-labelledby="about-product" className="mt-8">
              <h2 id="about-product" className="text-xl font-bold text-gray-900">
                Sobre {product.brand}
              </h2>
              <p className="mt-2 leading-relaxed text-gray-800">
                {replaceBankerTitle(product.about, chrome.occupation)}
              </p>
            </section>
          ) : null}
        </div>
        <aside
          aria-label="Resumo do produto"
          className="h-fit rounded-lg border-t-4 bg-white p-6 shadow-sm"
          style={{ borderTopColor: product.product_color }}
        >
          <img
            src={product.product_image}
            alt=""
            width={320}
            height={160}
            className="aspect-[2/1] w-full rounded-md"
          />
          <p className="mt-4 text-xl font-bold text-gray-900">{product.card_title}</p>
          <img
            src={product.brand_icon}
            alt={product.brand}
            width={160}
            height={32}
            className="mt-2 h-8 w-40 object-contain object-left"
          />
          <p className="mt-1 text-sm text-gray-700">{product.category.name}</p>
          {product.extra_fields.length > 0 ? (
            <dl className="mt-4 space-y-2 border-t border-gray-200 pt-4 text-sm">
              {product.extra_fields.slice(0, SIDE_CARD_FACTS).map((field) => (
                <div key={field.label} className="flex justify-between gap-3">
                  <dt className="text-gray-700">{field.label}</dt>
                  <dd className="text-right font-semibold text-gray-900">{field.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <RequestButton product={product} className="mt-6 w-full" />
        </aside>
      </div>
      <RelatedProductsOnView products={product.products_related} pb={pb} />
      <p
        className="mt-12 border-t border-gray-200 pt-6 text-xs leading-relaxed text-gray-700"
        data-product-disclaimer
      >
        {productDisclaimer(product, chrome.companyName)}
      </p>
      <StickyRequest product={product} />
    </div>
  );
}
