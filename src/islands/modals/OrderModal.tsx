import { orderModalTitle } from '../../domain/order-modal.ts';
import { closeOrder } from '../../stores/order.ts';
import { $orderState, $orderUser } from '../../stores/order-state.ts';
import { $marketplace } from '../../stores/store-context.ts';
import { OrderFlow } from '../order/OrderFlow.tsx';
import { AppDialog } from '../ui/AppDialog.tsx';
import { useStore } from '../use-store.ts';
import { useModal } from './use-modal.ts';

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
