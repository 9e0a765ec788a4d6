import { useStore } from '../../../core/browser/use-store.ts';
import { $orderFieldErrors, $orderForm, $orderProduct, $orderState, $orderUser } from '../stores/order.ts';

/** What a step's form reads of the order: the product, the form, the user, the step and the server's field messages. */
export function useOrderStep() {
  return {
    product: useStore($orderProduct),
    form: useStore($orderForm),
    user: useStore($orderUser),
    state: useStore($orderState),
    serverErrors: useStore($orderFieldErrors),
  };
}
