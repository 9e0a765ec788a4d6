import { $occupation } from '../../../core/brand/brand.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import { useModal } from '../../../core/modals/use-modal.ts';
import { AppDialog } from '../../../core/ui/AppDialog.tsx';
import { INVITATION_TEXT, INVITATION_TITLES } from '../rules/invitation-messages.ts';
import { closeReport, keepInvitation } from '../stores/invitation.ts';

/** 'Desculpe-nos pelo engano!' (docs/routes-and-guards.md#modals): 'Fechar' forgets the invitation; the other restarts it. */
export function ReportSolicitationModal() {
  const { open } = useModal('reportSolicitation');
  const occupation = useStore($occupation);
  return (
    <AppDialog open={open} onClose={closeReport} title={INVITATION_TITLES.report} name="reportSolicitation">
      <p className="text-gray-800">{INVITATION_TEXT.reportText(occupation.singular)}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-outline" onClick={keepInvitation}>
          {INVITATION_TEXT.keepEmails}
        </button>
        <button type="button" className="btn-primary" onClick={closeReport}>
          {INVITATION_TEXT.close}
        </button>
      </div>
    </AppDialog>
  );
}
