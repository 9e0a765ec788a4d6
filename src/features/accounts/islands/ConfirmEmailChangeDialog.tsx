import { AppDialog } from '../../../core/ui/AppDialog.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import { ACCOUNT_MSG } from '../rules/messages.ts';

/** Asks before a new e-mail is saved: it has to be confirmed and forces a new login. */
export function ConfirmEmailChangeDialog({
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <AppDialog
      open={open}
      onClose={onCancel}
      name="confirmEmailChange"
      title="Confirmação"
      width="confirmation"
    >
      <p className="text-gray-800">{ACCOUNT_MSG.confirmEmailChange}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button onClick={onConfirm} loading={busy}>
          Confirmar
        </Button>
      </div>
    </AppDialog>
  );
}
