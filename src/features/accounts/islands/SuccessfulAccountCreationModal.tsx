import { useModal } from '../../../core/modals/use-modal.ts';
import { AppDialog } from '../../../core/ui/AppDialog.tsx';
import { Icon } from '../../../core/ui/Icon.tsx';
import { ACCOUNT_MSG } from '../rules/messages.ts';

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
