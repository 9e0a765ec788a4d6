import { INVITATION_TEXT, INVITATION_TITLES } from '../../domain/invitation-messages.ts';
import { $occupation } from '../../stores/brand.ts';
import { AppDialog } from '../ui/AppDialog.tsx';
import { Icon } from '../ui/Icon.tsx';
import { useStore } from '../use-store.ts';
import { useModal } from './use-modal.ts';

/** 'Sua solicitação já foi enviada!' (docs/routes-and-guards.md#modals, docs/validation-and-errors.md#error-catalogue): the confirm link was used before. */
export function SolicitationAlreadyConfirmedModal() {
  const { open, close } = useModal('solicitationAlreadyConfirmed');
  const occupation = useStore($occupation);
  return (
    <AppDialog
      open={open}
      onClose={close}
      title={INVITATION_TITLES.alreadyConfirmed}
      name="solicitationAlreadyConfirmed"
      width="confirmation"
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <Icon name="checkCircle" className="h-14 w-14 text-green-700" />
        <p className="text-gray-800">{INVITATION_TEXT.alreadyConfirmedText(occupation.singular)}</p>
        <button type="button" className="btn-primary" onClick={close}>
          {INVITATION_TEXT.close}
        </button>
      </div>
    </AppDialog>
  );
}
