// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { showBannerUntilChosen } from './banner-early.ts';
import { earlyChoiceCookies } from './consent-choice.ts';
import { COOKIE_CONSENT_NAME, COOKIE_POLICY_VERSION, readCookieChoice } from './cookie-consent.ts';

const PAIR_START = `; ${COOKIE_CONSENT_NAME}=${COOKIE_POLICY_VERSION}|`;
const { pairs, attributes } = earlyChoiceCookies();
const start = () => showBannerUntilChosen(PAIR_START, pairs, attributes);

function page(): void {
  document.body.innerHTML = `
    <div id="cookie-banner" hidden>
      <button type="button" data-cookie-choice="all">Aceitar todos</button>
      <button type="button" data-cookie-choice="necessary">Rejeitar não essenciais</button>
    </div>
    <dialog id="cookie-preferences">
      <input type="checkbox" name="analytics"><input type="checkbox" name="marketing">
      <button type="button" data-cookie-choice="custom">Salvar preferências</button>
    </dialog>`;
}
const press = (choice: string) =>
  document.querySelector<HTMLElement>(`[data-cookie-choice="${choice}"]`)?.click();
const forget = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the page's own cookie, as the script under test writes it.
  document.cookie = `${COOKIE_CONSENT_NAME}=; Max-Age=0; Path=/`;
};

describe("the banner's first-paint script", () => {
  it('shows the banner, and stores a banner choice pressed before the page scripts run', () => {
    forget();
    page();
    start();
    const banner = document.getElementById('cookie-banner') as HTMLElement;
    expect(banner.hidden).toBe(false);
    press('necessary');
    expect(banner.hidden).toBe(true);
    expect(readCookieChoice(document.cookie)).toMatchObject({ analytics: false, marketing: false });
    press('all');
    const all = readCookieChoice(document.cookie);
    expect(all).toMatchObject({ version: COOKIE_POLICY_VERSION, analytics: true, marketing: true });
    expect(Math.abs((all?.at.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    // The preferences saved are the page scripts' to store: the ones pressed last stay.
    press('custom');
    expect(readCookieChoice(document.cookie)).toMatchObject({ analytics: true, marketing: true });
  });

  it('leaves the banner hidden once a choice of this policy is stored', () => {
    page();
    start();
    expect(document.getElementById('cookie-banner')?.hidden).toBe(true);
  });
});
