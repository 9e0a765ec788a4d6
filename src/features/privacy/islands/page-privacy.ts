import { openModalOnDemand } from '../../../core/modals/modal-on-demand.ts';
import { COOKIE_CHOICE_EVENT, type CookieChoiceDetail } from '../scripts/cookie-consent.ts';

/**
 * What the page's static chrome asks of the islands: the footer's 'Termos de uso' and
 * 'Política de privacidade' open the store's terms, and a cookie choice of a logged-in user is
 * recorded in the privacy audit. Answers the clean-up. Runs from the page's own script, not the
 * modal host, which hydrates on demand (a click on a footer link must not wait for it).
 */
export function startPagePrivacy(doc: Document): () => void {
  for (const item of doc.querySelectorAll<HTMLElement>('[data-needs-store]')) item.hidden = false;
  const onClick = (event: MouseEvent) => {
    const opener = (event.target as Element | null)?.closest<HTMLElement>('[data-open-terms]');
    if (!opener) return;
    openModalOnDemand('terms', { section: opener.dataset.openTerms === 'privacy' ? 'privacy' : 'terms' });
  };
  // The privacy calls load with the first choice: a visitor who never chooses never loads them.
  const onChoice = (event: Event) =>
    void import('../stores/privacy.ts').then((m) =>
      m.recordCookieChoice((event as CustomEvent<CookieChoiceDetail>).detail),
    );
  doc.addEventListener('click', onClick);
  doc.addEventListener(COOKIE_CHOICE_EVENT, onChoice);
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener(COOKIE_CHOICE_EVENT, onChoice);
  };
}
