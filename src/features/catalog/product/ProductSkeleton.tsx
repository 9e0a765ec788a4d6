import { includeDirective, stubBlock } from '../contract/fragments.ts';
import { ProductCardSkeleton } from '../group/ProductCard.tsx';
import { ProductHeading } from './ProductHeading.tsx';

/** The heading's grey lines, the stub a host with includes shows when the heading fragment fails. */
const HEADING_LINES =
  '<div class="skeleton h-9 w-2/3"></div><div class="skeleton mt-2 h-6 w-1/2"></div><div class="skeleton mt-6 h-24 w-full"></div>';

/** The trail's grey line, the stub of the trail fragment. */
const CRUMBS_LINE = '<div class="skeleton h-4 w-64"></div>';

/** A slot of the page: its fragment where the host includes it, else the grey lines. */
function slot(brandId: string, part: 'heading' | 'crumbs', lines: string): string {
  const stub = stubBlock(part);
  return `${stub.open}${lines}${stub.close}${includeDirective(brandId, part, part)}`;
}

/** The product page's shape before its data: the shell draws it, with a template for the heading. */
export function ProductSkeleton({ brandId }: { brandId: string }) {
  const crumbs = { __html: slot(brandId, 'crumbs', CRUMBS_LINE) };
  const heading = { __html: slot(brandId, 'heading', HEADING_LINES) };
  return (
    <div className="mx-auto min-h-screen max-w-6xl px-4 py-6" aria-busy="true" data-product-static>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: build-time constants, the host's include comments */}
      <div data-product-crumbs dangerouslySetInnerHTML={crumbs} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_360px]">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: build-time constants, the host's include comments */}
        <div data-product-heading dangerouslySetInnerHTML={heading} />
        <ProductCardSkeleton />
      </div>
      <template data-product-template>
        <ProductHeading title="-" subTitle="-" description="-" />
      </template>
    </div>
  );
}
