import { useModal } from '../../../core/modals/use-modal.ts';
import { TermsDialog } from './TermsDialog.tsx';

/** The terms opened from the page's footer (the forms open their own, over themselves). */
export function TermsModal() {
  const { open, close } = useModal('terms');
  return <TermsDialog open={open} onClose={close} />;
}
