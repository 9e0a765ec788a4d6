import { useStore } from '@nanostores/react';
import { STUCK_LINK_TEXT, showStuckLink, successButtonLabel } from '../../domain/order-modal.ts';
import { effectiveProductType } from '../../domain/product.ts';
import { successMessage } from '../../domain/request-success.ts';
import { $orderProduct, $orderState, finishOrder } from '../../stores/order.ts';
import { Button } from '../ui/Button.tsx';

/** Success step (spec §4.6): 'Fechar' or 'Continuar', and 'Travou? Clique aqui.' while leaving. */
export function OrderSuccess({ logo }: { logo?: { src: string; width: number; height: number } | null }) {
  const product = useStore($orderProduct);
  const state = useStore($orderState);
  if (!product) return null;
  const type = effectiveProductType(product);
  return (
    <div className="flex flex-col items-center gap-4 text-center" role="status">
      {logo ? (
        <img src={logo.src} width={logo.width} height={logo.height} alt="" className="h-auto max-w-full" />
      ) : null}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-14 w-14 text-green-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="M7 12.5l3.2 3.2L17 9" />
      </svg>
      <h3 className="text-lg font-bold text-gray-900">Solicitação enviada!</h3>
      <p className="text-sm text-gray-700">{successMessage(type, product.title)}</p>
      {showStuckLink(state) && state.url ? (
        <a href={state.url} className="text-sm font-semibold underline">
          {STUCK_LINK_TEXT}
        </a>
      ) : (
        <Button block onClick={finishOrder}>
          {successButtonLabel(product)}
        </Button>
      )}
    </div>
  );
}
