import { useStore } from '@nanostores/react';
import type { ProductAnswer } from '../../api/store.ts';
import { ctaLabel } from '../../domain/browse-product.ts';
import { $requestLoading, requestProduct } from '../../stores/request.ts';

/** The product's call to action ('Solicitar agora', or the landing labels of spec §2.6). */
export function RequestButton({ product, className = '' }: { product: ProductAnswer; className?: string }) {
  const loading = useStore($requestLoading);
  return (
    <button
      type="button"
      className={`btn-primary ${className}`}
      disabled={loading}
      aria-busy={loading || undefined}
      onClick={() => void requestProduct(product)}
    >
      {ctaLabel(product.id)}
    </button>
  );
}
