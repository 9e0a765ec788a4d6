import { useEffect, useState } from 'react';
import type { ProductAnswer } from '../../../core/contract/store.ts';
import { isCtaFixed } from '../../../core/products/product-landing.ts';
import { RequestButton } from '../../ordering/islands/RequestButton.tsx';

/** On small screens, past 1005 px of scroll, the call to action stays at the bottom (docs/catalog-and-store.md#product-page, docs/validation-and-errors.md#constants-and-limits). */
export function StickyRequest({ product }: { product: ProductAnswer }) {
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    const update = () => setFixed(isCtaFixed(window.scrollY, window.innerWidth));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  if (!fixed) return null;
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white p-3 shadow-lg"
      data-sticky-request
    >
      <RequestButton product={product} className="w-full" />
    </div>
  );
}
