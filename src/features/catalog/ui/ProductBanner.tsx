import type { ReactNode } from 'react';
import { readableOn } from '../../../core/brand/white-label.ts';
import { HOME_LABEL } from '../../../core/context/banker-text.ts';
import type { ProductAnswer } from '../../../core/contract/store.ts';
import { pathFor } from '../../../core/routes/route-table.ts';
import { BackLink } from '../product/BackLink.tsx';

/** Room around the banner: tall on the landing, compact above a request form. */
const SPACING = {
  landing: { section: 'py-10 sm:py-16', title: 'mt-4' },
  request: { section: 'py-8 sm:py-12', title: 'mt-3' },
} as const;

export type ProductBannerKind = keyof typeof SPACING;

/**
 * The product's banner (docs/catalog-and-store.md#product-page): title and subtitle on the product colour, under the way back
 * ('Voltar' on the landing, the breadcrumb on a request page); `children` follow the subtitle.
 */
export function ProductBanner({
  product,
  pb,
  kind,
  children,
}: {
  product: ProductAnswer;
  pb: string;
  kind: ProductBannerKind;
  children?: ReactNode;
}) {
  const onBanner = readableOn(product.banner_color);
  const spacing = SPACING[kind];
  return (
    <section className={spacing.section} style={{ backgroundColor: product.banner_color, color: onBanner }}>
      <div className="mx-auto max-w-6xl px-4">
        {kind === 'landing' ? (
          // Keeps the back link readable on the banner colour.
          <div className="[&_a]:text-inherit" style={{ color: onBanner }}>
            <BackLink pb={pb} group={null} />
          </div>
        ) : (
          <BannerBreadcrumb product={product} pb={pb} color={onBanner} />
        )}
        <h1 className={`${spacing.title} text-3xl font-bold sm:text-4xl`}>{product.title}</h1>
        <p className="mt-2 max-w-2xl text-lg">{product.sub_title}</p>
        {children}
      </div>
    </section>
  );
}

/** 'Início / {brand}' in the banner's readable colour. */
function BannerBreadcrumb({ product, pb, color }: { product: ProductAnswer; pb: string; color: string }) {
  return (
    <nav aria-label="Navegação estrutural" className="text-sm">
      <a href={pathFor('home', { pb })} className="underline" style={{ color }}>
        {HOME_LABEL}
      </a>
      <span aria-hidden="true"> / </span>
      <a
        href={pathFor('learn-more', { pb, brand: product.brand_slug })}
        className="underline"
        style={{ color }}
      >
        {product.brand}
      </a>
    </nav>
  );
}
