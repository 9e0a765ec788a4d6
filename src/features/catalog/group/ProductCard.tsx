import type { ProductSummaryAnswer } from '../../../core/contract/store.ts';
import { pathFor } from '../../../core/routes/route-table.ts';
import { BrandLogo } from '../ui/BrandLogo.tsx';

export function productPath(pb: string, product: Pick<ProductSummaryAnswer, 'id' | 'family_slug'>): string {
  return pathFor('product', { pb, group: product.family_slug, product: product.id });
}

/** A product as a card linking to its page (group page, related products). */
export function ProductCard({ product, pb }: { product: ProductSummaryAnswer; pb: string }) {
  return (
    <a
      href={productPath(pb, product)}
      className="flex h-full flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-primary"
      data-product-card={product.id}
    >
      <BrandLogo src={product.brand_icon} alt={product.brand} size="card" />
      <h3 className="font-bold text-gray-900">{product.card_title}</h3>
      <p className="flex-1 text-sm text-gray-700">{product.sub_title}</p>
      <span className="text-sm font-semibold text-gray-900 underline underline-offset-2">Saiba mais</span>
    </a>
  );
}

/** A card-sized placeholder while products load. */
export function ProductCardSkeleton() {
  return (
    <div
      className="flex h-44 flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4"
      aria-hidden="true"
    >
      <span className="skeleton h-6 w-24" />
      <span className="skeleton h-5 w-3/4" />
      <span className="skeleton h-4 w-full" />
      <span className="skeleton h-4 w-1/2" />
    </div>
  );
}

/** Three card placeholders in the grid of a page of products, while it loads. */
export function ProductGridSkeleton() {
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <ProductCardSkeleton />
      <ProductCardSkeleton />
      <ProductCardSkeleton />
    </div>
  );
}
