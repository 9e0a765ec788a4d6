import { useStore } from '../../../core/browser/use-store.ts';
import { $terms } from '../../../core/context/store-context.ts';
import { formatDateBr } from '../../../core/format/dates.ts';
import { AppDialog } from '../../../core/ui/AppDialog.tsx';
import { CloseFooter } from '../../../core/ui/CloseFooter.tsx';

/**
 * The store company's terms of use and privacy policy (`terms-of-service/{id}`), with the version
 * and its date. Read beside a form, so moving the focus into it does not leave the form's field.
 */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const terms = useStore($terms);
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      name="terms"
      width="confirmation"
      aside
      title={terms?.title ?? 'Termos de uso e política de privacidade'}
      subtitle={terms ? `Versão ${terms.version}, de ${formatDateBr(terms.created_at)}` : undefined}
    >
      <div className="space-y-3 text-sm leading-relaxed text-gray-800" data-terms-version={terms?.version}>
        {terms ? (
          terms.content.split(/\n{2,}/).map((paragraph) => <p key={paragraph}>{paragraph}</p>)
        ) : (
          <p>Não foi possível carregar os termos agora. Feche e tente de novo em instantes.</p>
        )}
      </div>
      <CloseFooter onClose={onClose} />
    </AppDialog>
  );
}
