import { analyticsTagFor, analyticsTagUrl } from '../rules/google-tag.ts';
import { acceptedCategories, choiceFor, storeCookieChoice } from './consent-choice.ts';
import {
  COOKIE_CHOICE_EVENT,
  type CookieChoice,
  type CookieChoiceDetail,
  type CookieDecision,
  readCookieChoice,
} from './cookie-consent.ts';

/**
 * What the cookie controls do (the banner's buttons, the preferences and policy dialogs, every
 * 'Preferências de cookies' opener), loaded with the first press of one of them
 * (src/features/privacy/scripts/cookie-banner.ts), and the analytics tag of a visitor who accepted it.
 */

/** Loads the brand's analytics tag once, only after the analytics category was accepted. */
export function loadAnalyticsTag(doc: Document): void {
  if (doc.querySelector('script[data-analytics-tag]')) return;
  const tags = JSON.parse(doc.getElementById('analytics-tags')?.dataset.tags ?? '{}') as Record<
    string,
    string
  >;
  const tagId = analyticsTagFor(doc.location.hostname, tags);
  if (!tagId) return;
  const win = doc.defaultView as (Window & { dataLayer?: unknown[] }) | null;
  if (win) {
    win.dataLayer = win.dataLayer ?? [];
    win.dataLayer.push(['js', new Date()], ['config', tagId, { anonymize_ip: true }]);
  }
  const script = doc.createElement('script');
  script.async = true;
  script.src = analyticsTagUrl(tagId);
  script.dataset.analyticsTag = tagId;
  doc.head.append(script);
}

/** Stores a choice, closes what asked for it, loads the analytics tag if accepted and raises the choice event. */
function apply(doc: Document, decision: CookieDecision): void {
  const banner = doc.getElementById('cookie-banner') as HTMLElement;
  const preferences = doc.getElementById('cookie-preferences') as HTMLDialogElement;
  const choice: CookieChoice = choiceFor(decision, new Date());
  doc.cookie = storeCookieChoice(choice);
  banner.hidden = true;
  if (preferences.open) preferences.close();
  if (choice.analytics) loadAnalyticsTag(doc);
  const detail: CookieChoiceDetail = {
    categories: acceptedCategories(choice),
    policyVersion: choice.version,
    at: choice.at.toISOString(),
  };
  doc.dispatchEvent(new CustomEvent(COOKIE_CHOICE_EVENT, { detail }));
}

/** Does what the pressed cookie control (one of COOKIE_CONTROLS) asks. */
export function pressCookieControl(doc: Document, target: HTMLElement): void {
  const preferences = doc.getElementById('cookie-preferences') as HTMLDialogElement;
  const policy = doc.getElementById('cookie-policy') as HTMLDialogElement;
  const box = (name: string) => preferences.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const { cookieChoice } = target.dataset;
  if (cookieChoice === 'all' || cookieChoice === 'necessary') apply(doc, cookieChoice);
  else if (cookieChoice === 'custom')
    apply(doc, {
      analytics: box('analytics')?.checked ?? false,
      marketing: box('marketing')?.checked ?? false,
    });
  else if (target.hasAttribute('data-open-cookie-preferences')) {
    // Opened already by the button itself ('Personalizar' at first paint): what was ticked stays.
    if (preferences.open) return;
    // Opens with the current choice; non-essential categories start off.
    const current = readCookieChoice(doc.cookie);
    const analytics = box('analytics');
    const marketing = box('marketing');
    if (analytics) analytics.checked = current?.analytics ?? false;
    if (marketing) marketing.checked = current?.marketing ?? false;
    preferences.showModal();
  } else if (target.hasAttribute('data-close-cookie-preferences')) preferences.close();
  else if (target.hasAttribute('data-open-cookie-policy')) policy.showModal();
  else if (target.hasAttribute('data-close-cookie-policy')) policy.close();
}
