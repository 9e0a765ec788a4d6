import { includeDirective, stubBlock } from '../contract/fragments.ts';
import { GROUP_HEADING_LINES } from './group-heading.ts';
import { ProductGridSkeleton } from './ProductCard.tsx';

/** The heading slot: the family's heading fragment where the host includes it, else the grey lines. */
function headingSlot(brandId: string): string {
  const stub = stubBlock('heading');
  return `${stub.open}${GROUP_HEADING_LINES}${stub.close}${includeDirective(brandId, 'heading', 'heading')}`;
}

/** A family's page before its data: the shell draws it; the island removes it once it has the family. */
export function GroupSkeleton({ brandId }: { brandId: string }) {
  return (
    <div className="mx-auto min-h-screen max-w-6xl px-4 py-6" aria-busy="true" data-group-static>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: build-time constants, the host's include comments */}
      <div data-group-heading dangerouslySetInnerHTML={{ __html: headingSlot(brandId) }} />
      <ProductGridSkeleton />
    </div>
  );
}
