import { ACCOUNT_MSG } from '../../domain/account-messages.ts';
import { AppDialog } from '../ui/AppDialog.tsx';
import { useModal } from './use-modal.ts';

/** 'Cadastrado com sucesso!' (spec §2.11); the account flow closes it after 2 s. */
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
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-16 w-16 text-green-700"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="10" />
          <path d="M7 12.5l3.2 3.2L17 9" />
        </svg>
      </div>
    </AppDialog>
  );
}
