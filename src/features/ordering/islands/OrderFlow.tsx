import { useStore } from '../../../core/browser/use-store.ts';
import { $orderState } from '../stores/order.ts';
import { DefaultOrderForm } from './DefaultOrderForm.tsx';
import { ExtraOrderForm } from './ExtraOrderForm.tsx';
import { OrderSuccess } from './OrderSuccess.tsx';
import { SchedulingForm } from './SchedulingForm.tsx';

export interface OrderFlowProps {
  successLogo?: { src: string; width: number; height: number } | null;
}

/** The step of the order being filled (docs/ordering.md#order-modal): the modal and the family pages draw this. */
export function OrderFlow({ successLogo }: OrderFlowProps) {
  const { step } = useStore($orderState);
  switch (step) {
    case 'default':
      return <DefaultOrderForm />;
    case 'extra':
      return <ExtraOrderForm />;
    case 'scheduling':
      return <SchedulingForm />;
    case 'success':
      return <OrderSuccess logo={successLogo} />;
  }
}
