import { notFoundMessage } from '../../domain/browse-text.ts';
import { $occupation } from '../../stores/brand.ts';
import { AppDialog } from '../ui/AppDialog.tsx';
import { useStore } from '../use-store.ts';
import { useModal } from './use-modal.ts';

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
