import { $occupation } from '../core/brand/brand.ts';
import { useStore } from '../core/browser/use-store.ts';
import { notFoundMessage } from '../core/context/banker-text.ts';
import { useModal } from '../core/modals/use-modal.ts';
import { AppDialog } from '../core/ui/AppDialog.tsx';

/** Banker not found (docs/routes-and-guards.md#modals, docs/validation-and-errors.md#error-catalogue): 'Ops... algo deu errado'. */
export function NotFoundModal() {
  const { open, close: closeIt } = useModal('notFound');
  const occupation = useStore($occupation);
  const close = closeIt;
  return (
    <AppDialog open={open} onClose={close} title="Ops... algo deu errado" name="notFound">
      <p className="text-gray-800">{notFoundMessage(occupation.singular)}</p>
      <div className="mt-6 flex justify-end">
        <button type="button" className="btn-primary" onClick={close}>
          Fechar
        </button>
      </div>
    </AppDialog>
  );
}
