import { useStore } from '../../../core/browser/use-store.ts';
import { effectiveProductType } from '../../../core/products/product.ts';
import { Button } from '../../../core/ui/Button.tsx';
import { Icon } from '../../../core/ui/Icon.tsx';
import { successMessage } from '../requesting/request-success.ts';
import { STUCK_LINK_TEXT, showStuckLink, successButtonLabel } from '../rules/order-modal.ts';
import { $orderProduct, $orderState, finishOrder } from '../stores/order.ts';

/** Success step (docs/ordering.md#order-modal): 'Fechar' or 'Continuar', and 'Travou? Clique aqui.' while leaving. */
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
      <Icon name="checkCircle" className="h-14 w-14 text-green-700" />
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
