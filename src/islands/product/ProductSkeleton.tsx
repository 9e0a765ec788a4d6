import { ProductCardSkeleton } from '../group/ProductCard.tsx';
import { ProductHeading } from './ProductHeading.tsx';

/** The product page's shape before its data: the shell draws it, with a template for the heading. */
export function ProductSkeleton() {
  return (
    <div className="mx-auto min-h-screen max-w-6xl px-4 py-6" aria-busy="true" data-product-static>
      <div className="skeleton h-4 w-64" />
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_360px]">
        <div data-product-heading>
          <div className="skeleton h-9 w-2/3" />
          <div className="skeleton mt-2 h-6 w-1/2" />
          <div className="skeleton mt-6 h-24 w-full" />
        </div>
        <ProductCardSkeleton />
      </div>
      <template data-product-template>
        <ProductHeading title="-" subTitle="-" description="-" />
      </template>
    </div>
  );
}
