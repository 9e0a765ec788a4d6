import {
  acceptedCategories,
  analyticsTagFor,
  analyticsTagUrl,
  COOKIE_CHOICE_EVENT,
  type CookieChoice,
  type CookieDecision,
  choiceFor,
  readCookieChoice,
  storeCookieChoice,
} from './cookie-consent.ts';

/** What a choice event carries (the islands record it in the privacy audit for a logged-in user). */
export interface CookieChoiceDetail {
  categories: string[];
  policyVersion: string;
  at: string;
}

/** Loads the brand's analytics tag once, only after the analytics category was accepted. */
function loadAnalyticsTag(doc: Document): void {
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

/** Keeps the banner's height in `--cookie-banner-h`, so fixed controls and the page end move above it. */
function reserveBannerSpace(doc: Document, banner: HTMLElement): void {
  const update = () =>
    doc.documentElement.style.setProperty(
      '--cookie-banner-h',
      banner.hidden ? '0px' : `${banner.offsetHeight}px`,
    );
  update();
  if (typeof ResizeObserver !== 'undefined') new ResizeObserver(update).observe(banner);
  new MutationObserver(update).observe(banner, { attributes: true, attributeFilter: ['hidden'] });
}

/** Wires the banner, the preferences dialog, the policy dialog and every 'Preferências de cookies' opener. */
export function startCookieConsent(doc: Document): void {
  const banner = doc.getElementById('cookie-banner') as HTMLElement;
  const preferences = doc.getElementById('cookie-preferences') as HTMLDialogElement;
  const policy = doc.getElementById('cookie-policy') as HTMLDialogElement;
  const box = (name: string) => preferences.querySelector<HTMLInputElement>(`input[name="${name}"]`);

  const stored = readCookieChoice(doc.cookie);
  if (stored?.analytics) loadAnalyticsTag(doc);
  reserveBannerSpace(doc, banner);

  const apply = (decision: CookieDecision) => {
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
  };

  doc.addEventListener('click', (event) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>(
      '[data-cookie-choice], [data-open-cookie-preferences], [data-close-cookie-preferences], [data-open-cookie-policy], [data-close-cookie-policy]',
    );
    if (!target) return;
    const { cookieChoice } = target.dataset;
    if (cookieChoice === 'all' || cookieChoice === 'necessary') apply(cookieChoice);
    else if (cookieChoice === 'custom')
      apply({ analytics: box('analytics')?.checked ?? false, marketing: box('marketing')?.checked ?? false });
    else if (target.hasAttribute('data-open-cookie-preferences')) {
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
  });
}
