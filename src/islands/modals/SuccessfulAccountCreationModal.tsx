import { ACCOUNT_MSG } from '../../domain/account-messages.ts';
import { AppDialog } from '../ui/AppDialog.tsx';
import { Icon } from '../ui/Icon.tsx';
import { useModal } from './use-modal.ts';

/** 'Cadastrado com sucesso!' (docs/routes-and-guards.md#modals); the account flow closes it after 2 s. */
export function SuccessfulAccountCreationModal() {
  const { open, close } = useModal('successfulAccountCreation');
  return (
    <AppDialog
      open={open}
      onClose={close}
      name="successfulAccountCreation"
      title={ACCOUNT_MSG.accountCreated}
      width="confirmation"
    >
      <div className="flex justify-center py-4">
        <Icon name="checkCircle" className="h-16 w-16 text-green-700" />
      </div>
    </AppDialog>
  );
}
