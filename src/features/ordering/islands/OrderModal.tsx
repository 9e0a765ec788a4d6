import { useStore } from '../../../core/browser/use-store.ts';
import { $marketplace } from '../../../core/context/store-context.ts';
import { useModal } from '../../../core/modals/use-modal.ts';
import { AppDialog } from '../../../core/ui/AppDialog.tsx';
import { orderModalTitle } from '../rules/order-modal.ts';
import { $orderState, $orderUser, closeOrder } from '../stores/order.ts';
import { OrderFlow } from './OrderFlow.tsx';

/** The order modal (flag `redirect`, docs/routes-and-guards.md#modals, docs/ordering.md#order-modal): the steps of the order in a dialog. */
export function OrderModal() {
  const { open } = useModal('redirect');
  const state = useStore($orderState);
  const user = useStore($orderUser);
  const market = useStore($marketplace);
  return (
    <AppDialog
      open={open}
      onClose={closeOrder}
      title={orderModalTitle(state.step, user !== null)}
      name="order"
      hideClose={state.leaving}
    >
      <OrderFlow successLogo={market?.orderConfirmedLogo ?? null} />
    </AppDialog>
  );
}
