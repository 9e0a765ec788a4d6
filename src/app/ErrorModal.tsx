import { useModal } from '../core/modals/use-modal.ts';
import { AppDialog } from '../core/ui/AppDialog.tsx';
import { CloseFooter } from '../core/ui/CloseFooter.tsx';
import { ACCOUNT_MSG } from '../features/accounts/rules/messages.ts';

/** Error modal (docs/routes-and-guards.md#modals, docs/validation-and-errors.md#error-catalogue): 'Oops…algo deu errado!' (or the title given) and the message. */
export function ErrorModal() {
  const { open, options, close } = useModal('error');
  return (
    <AppDialog open={open} onClose={close} name="error" title={options?.title ?? ACCOUNT_MSG.errorTitle}>
      <p className="text-gray-800">{options?.message ?? ACCOUNT_MSG.errorRetry}</p>
      <CloseFooter onClose={close} />
    </AppDialog>
  );
}
