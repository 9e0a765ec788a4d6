import { ACCOUNT_MSG } from '../../domain/account-messages.ts';
import { AppDialog } from '../ui/AppDialog.tsx';
import { CloseFooter } from '../ui/CloseFooter.tsx';
import { useModal } from './use-modal.ts';

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
