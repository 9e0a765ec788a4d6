// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { holdBanner } from './banner-shown.ts';

const pressEscape = () =>
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));

const banner = () => document.getElementById('cookie-banner') as HTMLElement;

describe('Escape and the cookie banner', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <div id="cookie-banner"><button type="button" data-cookie-choice="all">Aceitar todos</button></div>
      <main id="conteudo" tabindex="-1"><button type="button" id="outside">Entrar</button></main>
      <div id="cookie-preferences"></div>`;
    holdBanner(document);
  });

  it('closes the banner without storing a choice, and the page keeps no room for it', () => {
    pressEscape();
    expect(banner().hidden).toBe(true);
    expect(document.cookie).not.toContain('cookie_consent=v');
  });

  it('moves the focus held inside the banner to the page content', () => {
    (banner().querySelector('button') as HTMLButtonElement).focus();
    pressEscape();
    expect(document.activeElement?.id).toBe('conteudo');
  });

  it('leaves the focus where it is when it was outside the banner', () => {
    (document.getElementById('outside') as HTMLButtonElement).focus();
    pressEscape();
    expect(document.activeElement?.id).toBe('outside');
  });

  it('stays while a dialog is open: Escape is its own', () => {
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog" aria-modal="true"></div>');
    pressEscape();
    expect(banner().hidden).toBe(false);
  });

  it('does nothing when a handler already answered the key', () => {
    document.addEventListener('keydown', (event) => event.preventDefault(), { capture: true, once: true });
    pressEscape();
    expect(banner().hidden).toBe(false);
  });
});
