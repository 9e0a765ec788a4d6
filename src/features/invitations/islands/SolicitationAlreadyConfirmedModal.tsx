import { $occupation } from '../../../core/brand/brand.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import { useModal } from '../../../core/modals/use-modal.ts';
import { AppDialog } from '../../../core/ui/AppDialog.tsx';
import { Icon } from '../../../core/ui/Icon.tsx';
import { INVITATION_TEXT, INVITATION_TITLES } from '../rules/invitation-messages.ts';

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
