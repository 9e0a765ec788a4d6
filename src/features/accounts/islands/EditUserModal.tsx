import { useModal } from '../../../core/modals/use-modal.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { AppDialog } from '../../../core/ui/AppDialog.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import { ACCOUNT_TITLES } from '../rules/messages.ts';
import { currentBankerId } from '../stores/flows.ts';
import { BankerAuthorization } from './BankerAuthorization.tsx';
import { ConfirmEmailChangeDialog } from './ConfirmEmailChangeDialog.tsx';
import { EditUserFields } from './EditUserFields.tsx';
import { EmailChangeCodeForm } from './EmailChangeCodeForm.tsx';
import { useEditUser } from './use-edit-user.ts';

/**
 * 'Dados Cadastrais' (docs/accounts.md#edit-user, docs/validation-and-errors.md#validation-rules): reloads the user on open; CPF locked once set, e-mail
 * locked while an authorization exists; a new e-mail is confirmed and forces a new login; the
 * authorization toggle for the banker of the visited store.
 */
export function EditUserModal() {
  const { open, close } = useModal('editUser');
  const edit = useEditUser(open, close);
  const { user, form, message } = edit;
  const bankerId = currentBankerId();
  const showToggle = user !== null && bankerId !== null && bankerId !== user.id;

  return (
    <AppDialog open={open} onClose={close} name="editUser" title={ACCOUNT_TITLES.editUser}>
      {edit.pendingEmail ? (
        <EmailChangeCodeForm email={edit.pendingEmail} />
      ) : user && form ? (
        <form onSubmit={edit.submit} className="flex flex-col gap-3" noValidate>
          <EditUserFields user={user} form={form} set={edit.set} errorOf={edit.errorOf} />
          {message ? <Alert>{message}</Alert> : null}
          <Button type="submit" block loading={edit.busy}>
            Salvar
          </Button>
          {showToggle ? <BankerAuthorization user={user} onChange={edit.setUser} /> : null}
        </form>
      ) : (
        <div aria-busy="true" className="flex flex-col gap-3">
          <div className="skeleton h-10 w-full" />
          <div className="skeleton h-10 w-full" />
          <div className="skeleton h-10 w-full" />
          {message ? <Alert>{message}</Alert> : null}
        </div>
      )}
      <ConfirmEmailChangeDialog
        open={edit.confirming}
        busy={edit.busy}
        onCancel={() => edit.setConfirming(false)}
        onConfirm={() => void edit.save()}
      />
    </AppDialog>
  );
}
