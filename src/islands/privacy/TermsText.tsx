import type { MouseEvent } from 'react';
import { openModal } from '../../stores/modals.ts';

function opener(section: 'terms' | 'privacy') {
  return (event: MouseEvent) => {
    // The words sit inside the checkbox label: reading the terms must not tick the box.
    event.preventDefault();
    openModal('terms', { section });
  };
}

/** 'Li e aceito os termos de uso e a política de privacidade.', where both names open the terms dialog. */
export function TermsText() {
  return (
    <>
      Li e aceito os{' '}
      <button type="button" className="font-semibold text-gray-900 underline" onClick={opener('terms')}>
        termos de uso
      </button>{' '}
      e a{' '}
      <button type="button" className="font-semibold text-gray-900 underline" onClick={opener('privacy')}>
        política de privacidade
      </button>
      .
    </>
  );
}
