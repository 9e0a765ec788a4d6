import { ACCOUNT_TITLES } from '../../src/features/accounts/rules/messages.ts';

/**
 * The controls of a store's first view that open something (docs/benchmarks.md#a-tap-at-first-paint),
 * each with the page it is tapped on, the width it shows at, and what its answer is.
 */

/** What shows when the tap is answered. */
export type Answer =
  /** A dialog whose heading is this text, drawn and not transparent. */
  | { dialog: string }
  /** The cookie banner hidden: the choice is made. */
  | { bannerSettled: true }
  /** Another page, at its first contentful paint. */
  | { page: RegExp };

export interface TapCase {
  name: string;
  path: string;
  /** `phone`: a 412-px touch screen; `desktop`: 1,350 px with a mouse (the control shows there only). */
  screen: 'phone' | 'desktop';
  /** The control's text or accessible name. */
  control: string;
  /** The visit shows the cookie banner (a first visit); otherwise the choice is already stored. */
  banner: boolean;
  answer: Answer;
}

export const TAP_CASES: readonly TapCase[] = [
  {
    name: 'request (product)',
    path: '/pb/ana-souza/emprestimos/1',
    screen: 'phone',
    control: 'Solicitar agora',
    banner: false,
    answer: { dialog: ACCOUNT_TITLES.checkEmailRequest },
  },
  {
    name: 'request (landing 55)',
    path: '/pb/ana-souza/home-equity/55',
    screen: 'phone',
    control: 'Quero solicitar uma cotação',
    banner: false,
    answer: { dialog: ACCOUNT_TITLES.checkEmailRequest },
  },
  {
    name: 'cookies: accept',
    path: '/pb/ana-souza',
    screen: 'phone',
    control: 'Aceitar todos',
    banner: true,
    answer: { bannerSettled: true },
  },
  {
    name: 'cookies: reject',
    path: '/pb/ana-souza',
    screen: 'phone',
    control: 'Rejeitar não essenciais',
    banner: true,
    answer: { bannerSettled: true },
  },
  {
    name: 'cookies: customise',
    path: '/pb/ana-souza',
    screen: 'phone',
    control: 'Personalizar',
    banner: true,
    answer: { dialog: 'Preferências de cookies' },
  },
  {
    name: 'log in',
    path: '/pb/ana-souza',
    screen: 'desktop',
    control: 'Entrar',
    banner: false,
    answer: { dialog: ACCOUNT_TITLES.logIn },
  },
  {
    name: 'share',
    path: '/pb/ana-souza',
    screen: 'desktop',
    control: 'Compartilhar',
    banner: false,
    answer: { dialog: 'Compartilhar' },
  },
  {
    name: 'menu',
    path: '/pb/ana-souza',
    screen: 'phone',
    control: 'Abrir menu',
    banner: false,
    answer: { dialog: 'Menu' },
  },
  {
    name: 'offers',
    path: '/pb/ana-souza/emprestimos',
    screen: 'phone',
    control: 'Ver minhas ofertas',
    banner: false,
    answer: { page: /\/pb\/ana-souza\/ofertas/ },
  },
];

/**
 * Runs in the page: the centre of the first drawn control named `name` in view, once the page has
 * painted. A control drawn below the view (the product's request button on a phone) is scrolled to
 * at once, as a visitor's quick swipe does, and tapped at the next check.
 */
export function controlInView(name: string): { x: number; y: number } | null {
  if (performance.getEntriesByName('first-contentful-paint').length === 0) return null;
  const named = (el: Element) =>
    el.getAttribute('aria-label') === name || el.textContent?.replace(/\s+/g, ' ').trim() === name;
  const drawn = [...document.querySelectorAll('button, a')].filter(
    (el) =>
      named(el) &&
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      el.getBoundingClientRect().width > 0,
  );
  for (const el of drawn) {
    const box = el.getBoundingClientRect();
    if (box.top >= 0 && box.bottom <= window.innerHeight)
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }
  drawn[0]?.scrollIntoView({ block: 'center', behavior: 'instant' });
  return null;
}

/**
 * Runs in the page before its scripts: from the first pointerdown, checks in each frame whether the
 * answer shows and keeps both times (`performance.now()` of that frame) in `window.firstTap`.
 */
export function watchFirstTap(answer: { dialog?: string; bannerSettled?: boolean }): void {
  const w = window as unknown as { firstTap?: { down: number; shown?: number } };
  const shows = () => {
    if (answer.bannerSettled) return document.getElementById('cookie-banner')?.hidden === true;
    return [...document.querySelectorAll('h2')].some(
      (h) =>
        h.textContent?.trim() === answer.dialog &&
        h.closest('dialog[open], [role="dialog"]') !== null &&
        h.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        h.getBoundingClientRect().width > 0,
    );
  };
  addEventListener(
    'pointerdown',
    (event) => {
      if (w.firstTap) return;
      const tap = { down: event.timeStamp } as { down: number; shown?: number };
      w.firstTap = tap;
      // The page's own clock, kept across a navigation for a tap that opens another page.
      sessionStorage.setItem('first-tap-down', String(performance.timeOrigin + event.timeStamp));
      const frame = () => {
        if (shows()) tap.shown = performance.now();
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    true,
  );
}
