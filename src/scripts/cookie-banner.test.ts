// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { startCookieConsent } from './cookie-banner.ts';

const escape = () =>
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));

const banner = () => document.getElementById('cookie-banner') as HTMLElement;

describe('Escape and the cookie banner', () => {
  beforeEach(() => {
    document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
    document.body.innerHTML = `
      <div id="cookie-banner"><button type="button" data-cookie-choice="all">Aceitar todos</button></div>
      <main id="conteudo" tabindex="-1"><button type="button" id="outside">Entrar</button></main>
      <div id="cookie-preferences"></div>`;
    startCookieConsent(document);
  });

  it('closes the banner without storing a choice, and the page keeps no room for it', () => {
    escape();
    expect(banner().hidden).toBe(true);
    expect(document.cookie).not.toContain('cookie_consent=v');
  });

  it('moves the focus held inside the banner to the page content', () => {
    (banner().querySelector('button') as HTMLButtonElement).focus();
    escape();
    expect(document.activeElement?.id).toBe('conteudo');
  });

  it('leaves the focus where it is when it was outside the banner', () => {
    (document.getElementById('outside') as HTMLButtonElement).focus();
    escape();
    expect(document.activeElement?.id).toBe('outside');
  });

  it('stays while a dialog is open or a popup holds the focus: Escape is theirs', () => {
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog" aria-modal="true"></div>');
    escape();
    expect(banner().hidden).toBe(false);
    document.querySelector('[role="dialog"]')?.remove();
    const menuButton = document.getElementById('outside') as HTMLButtonElement;
    menuButton.setAttribute('aria-expanded', 'true');
    menuButton.focus();
    escape();
    expect(banner().hidden).toBe(false);
  });

  it('does nothing when a handler already answered the key', () => {
    document.addEventListener('keydown', (event) => event.preventDefault(), { capture: true, once: true });
    escape();
    expect(banner().hidden).toBe(false);
  });
});
