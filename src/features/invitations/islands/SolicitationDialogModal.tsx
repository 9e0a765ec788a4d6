import { $occupation } from '../../../core/brand/brand.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import { useModal } from '../../../core/modals/use-modal.ts';
import { AppDialog } from '../../../core/ui/AppDialog.tsx';
import { Icon } from '../../../core/ui/Icon.tsx';
import { INVITATION_TEXT, INVITATION_TITLES } from '../rules/invitation-messages.ts';

/**
 * The solicitation dialog (docs/routes-and-guards.md#modals): sent (when reviewed, the options go by e-mail), or
 * 'Erro reportado!' with the error's text.
 */
export function SolicitationDialogModal() {
  const { open, options, close } = useModal('solicitationDialog');
  const occupation = useStore($occupation);
  const error = options?.error;
  return (
    <AppDialog
      open={open}
      onClose={close}
      title={error ? INVITATION_TITLES.errorReported : INVITATION_TITLES.sent}
      name="solicitationDialog"
      width="confirmation"
    >
      <div className="flex flex-col items-center gap-4 text-center">
        {error ? null : <Icon name="checkCircle" className="h-14 w-14 text-green-700" />}
        {error ? (
          <>
            <p className="text-gray-800">{INVITATION_TEXT.errorReportedText(occupation.singular)}</p>
            <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900" role="alert">
              {error}
            </p>
          </>
        ) : (
          <p className="text-gray-800">
            {options?.reviewed
              ? INVITATION_TEXT.sentReviewedText
              : INVITATION_TEXT.sentText(occupation.singular)}
          </p>
        )}
        <button type="button" className="btn-primary" onClick={close}>
          {INVITATION_TEXT.close}
        </button>
      </div>
    </AppDialog>
  );
}
