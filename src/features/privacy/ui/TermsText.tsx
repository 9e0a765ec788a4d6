import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { FORM_ASIDE } from '../../../core/format/field-touch.ts';

const TermsDialog = lazy(async () => ({ default: (await import('../islands/TermsDialog.tsx')).TermsDialog }));

/** A button that opens the terms' dialog, and the dialog once opened. */
function useTermsDialog() {
  const [reading, setReading] = useState<boolean | null>(null);
  const open = (event: MouseEvent) => {
    // The words sit inside a checkbox's label: reading the terms must not tick the box.
    event.preventDefault();
    setReading(true);
  };
  const link = {
    type: 'button',
    className: 'font-semibold text-gray-900 underline',
    onClick: open,
    [FORM_ASIDE]: '',
  } as const;
  const dialog =
    reading === null ? null : (
      <Suspense fallback={null}>
        <TermsDialog open={reading} onClose={() => setReading(false)} />
      </Suspense>
    );
  return { link, dialog };
}

/**
 * 'Li e aceito os termos de uso e a política de privacidade.', where both names open the terms.
 * The dialog is rendered here, inside the form's own dialog, so the dialog library stacks it on
 * top (a separate one would be left inert under the form) and closing it returns to the form as
 * it was typed.
 */
export function TermsText() {
  const { link, dialog } = useTermsDialog();
  return (
    <>
      Li e aceito os <button {...link}>termos de uso</button> e a{' '}
      <button {...link}>política de privacidade</button>.{dialog}
    </>
  );
}

/** 'Saiba mais na política de privacidade.', where the policy's name opens the terms (a consent's note). */
export function PrivacyPolicyText() {
  const { link, dialog } = useTermsDialog();
  return (
    <>
      Saiba mais na <button {...link}>política de privacidade</button>.{dialog}
    </>
  );
}
