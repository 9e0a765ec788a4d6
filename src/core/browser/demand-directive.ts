import type { ClientDirective } from 'astro';
import { SCRIPTS_READY } from './after-paint.ts';
import { DEMAND_EVENT, sessionHasFlags } from './demand.ts';

/** What counts as the visitor acting: the first press, key or touch anywhere on the page. */
const ACTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Whether the session has flags, read where the session table keeps them in a browser: the session
 * storage and the cookies. The directive runs as an inline script with its own copy of what it
 * imports, so the storage the page's stores use (src/core/storage/storage-env.ts, with its
 * fallbacks) would be the browser's here anyway: reading it directly keeps those out of every
 * page's first load.
 */
function flagsNow(): boolean {
  let session: Pick<Storage, 'getItem'>;
  try {
    session = window.sessionStorage;
  } catch {
    // Storage disabled by the browser's privacy settings: the stores keep the session in memory,
    // out of this script's reach, so only the cookies can tell.
    session = { getItem: () => null };
  }
  return sessionHasFlags(session, document.cookie);
}

/**
 * Gives a held press again to the island's code. A button's `command` (the dialog it opens) was
 * answered by the browser at the press itself: it is not run twice, so a dialog the person has
 * closed meanwhile stays closed.
 */
function replay(pressed: HTMLElement): void {
  const command = pressed.getAttribute('command');
  if (command === null) {
    pressed.click();
    return;
  }
  pressed.removeAttribute('command');
  pressed.click();
  pressed.setAttribute('command', command);
}

/**
 * `client:demand`: hydrates the island when the session has flags (checked at once, and again
 * once the page's own scripts have stored a link's keys), when a modal or snackbar is asked for,
 * or when the visitor first acts. A first visit that only reads never loads it. A click inside
 * the island before its code has arrived is held and given again once it has hydrated. With
 * flags, `<html data-session>` lets the static markup stay hidden until the island shows the
 * session (no 'Entrar' flashing before a logged user's name).
 */
const demandDirective: ClientDirective = (load, _options, el) => {
  let started = false;
  // Every press, in order: 'Entrar' and then a link of the login it opened are both answered.
  const held: HTMLElement[] = [];
  const hold = (event: Event) => {
    // Not prevented: the island's static markup holds plain buttons only, whose own default (a
    // dialog they open by `command`) may answer the press at once.
    event.stopImmediatePropagation();
    const pressed = (event.target as Element | null)?.closest<HTMLElement>('button, a, [role="button"]');
    if (pressed) held.push(pressed);
    void start();
  };
  const start = async () => {
    if (started) return;
    started = true;
    for (const name of ACTS) window.removeEventListener(name, start, true);
    window.removeEventListener(DEMAND_EVENT, start);
    const hydrate = await load();
    await hydrate();
    el.removeEventListener('click', hold, true);
    for (const pressed of held) replay(pressed);
  };
  el.addEventListener('click', hold, true);
  for (const name of ACTS) window.addEventListener(name, start, { capture: true, passive: true });
  window.addEventListener(DEMAND_EVENT, start);
  const check = () => {
    if (!flagsNow()) return;
    document.documentElement.dataset.session = '';
    void start();
  };
  check();
  if (started) return;
  // Again once the page's scripts have run (they store a link's keys): after the first paint in a
  // build (src/core/browser/after-paint.ts), before DOMContentLoaded under `astro dev`.
  document.addEventListener(SCRIPTS_READY.event, check, { once: true });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', check, { once: true });
};

export default demandDirective;
