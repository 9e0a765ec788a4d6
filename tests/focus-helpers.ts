import { expect, type Page } from '@playwright/test';

/** One stop of a Tab pass: what has focus and how much of it a person can see. */
export interface FocusStop {
  /** Tag and accessible words of the focused element, for messages. */
  name: string;
  /** Share of its sample points that are off-screen or under another element (0: fully visible). */
  hidden: number;
  /** What covers it, when something does. */
  coveredBy: string;
  /** Whether it is in the home's product list (`#products`: links on desktop, families' panels on phones). */
  product: boolean;
  /** Whether it is inside the footer. */
  footer: boolean;
}

/**
 * Reads the focused element in the page. Points of a 3×3 grid over each of its boxes (each line of a
 * link that wraps; inside a round button's circle too) are hidden when off-screen or when
 * `document.elementFromPoint` answers with something else: anything fixed or sticky (the cookie
 * banner, the floating actions, the header), or content. A control laid over it by design (a
 * carousel's arrows on its slide, each a stop of its own) is left out. A box larger than the screen
 * is read over its part in the room the page keeps clear (the screen less its scroll padding, where
 * the browser places the focus), which must fill at least half of it. Runs in the page, so it holds
 * everything it needs.
 */
function readFocus(): FocusStop | null {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const sized = (node: Element) =>
    [...node.getClientRects()].filter((box) => box.width > 2 && box.height > 2);
  // A visually hidden control (a radio drawn by its label) shows through its label.
  const label = (el as HTMLInputElement).labels?.[0];
  const target =
    sized(el).length > 0 ? el : label && sized(label).length > 0 ? label : (el.parentElement ?? el);
  const fixedAncestor = (node: Element | null): Element | null => {
    for (let at = node; at; at = at.parentElement) {
      if (['fixed', 'sticky'].includes(getComputedStyle(at).position)) return at;
    }
    return null;
  };
  const nameOf = (node: Element) =>
    `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.hasAttribute('data-floating-menu') ? '[data-floating-menu]' : ''}`;
  const padding = getComputedStyle(document.documentElement);
  const clear = {
    top: Number.parseFloat(padding.scrollPaddingTop) || 0,
    bottom: window.innerHeight - (Number.parseFloat(padding.scrollPaddingBottom) || 0),
  };
  /** The positions to sample along one side; a box larger than the screen is read over its part in `room`. */
  const along = (start: number, size: number, screen: number, room: { top: number; bottom: number }) => {
    if (size <= screen) return [0.2, 0.5, 0.8].map((f) => start + size * f);
    const from = Math.max(start, room.top);
    const to = Math.min(start + size, room.bottom);
    if (to - from < (room.bottom - room.top) / 2) return null;
    return [0.2, 0.5, 0.8].map((f) => from + (to - from) * f);
  };
  let points = 0;
  let hidden = 0;
  let coveredBy = '';
  for (const box of sized(target)) {
    const xs = along(box.left, box.width, window.innerWidth, { top: 0, bottom: window.innerWidth });
    const ys = along(box.top, box.height, window.innerHeight, clear);
    if (!xs || !ys) {
      points += 9;
      hidden += 9;
      coveredBy ||= 'off-screen';
      continue;
    }
    for (const x of xs) {
      for (const y of ys) {
        points += 1;
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) {
          hidden += 1;
          coveredBy ||= 'off-screen';
          continue;
        }
        const hit = document.elementFromPoint(x, y);
        if (!hit || target.contains(hit) || el.contains(hit)) continue;
        const fixed = fixedAncestor(hit);
        if (!fixed && hit.closest('a[href], button, input, select, textarea, [tabindex]')) {
          points -= 1;
          continue;
        }
        hidden += 1;
        coveredBy ||= fixed ? `fixed ${nameOf(fixed)}` : nameOf(hit);
      }
    }
  }
  const words = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
  return {
    name: `${el.tagName.toLowerCase()} "${words.slice(0, 40)}"`,
    hidden: points === 0 ? 1 : hidden / points,
    coveredBy,
    product: Boolean(el.closest('#products')),
    footer: Boolean(el.closest('footer')),
  };
}

/** Resolves once the page has drawn its next frame (its resize observers and scrolling done). */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Presses Tab `stops` times from where focus is and reads each focused element; stops early when
 * focus leaves the page (past its last stop, to the browser's own controls). A stop read hidden is
 * read again a frame later: what a person sees is the drawn frame, after the page has answered
 * a change (late content pushing the focus away, src/core/browser/keep-focus-in-view.ts).
 */
export async function tabPass(page: Page, stops: number): Promise<FocusStop[]> {
  const seen: FocusStop[] = [];
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    let stop = await page.evaluate(readFocus);
    if (stop && stop.hidden > 0) {
      await page.evaluate(nextFrame);
      stop = await page.evaluate(readFocus);
    }
    if (!stop) break;
    seen.push(stop);
  }
  return seen;
}

/** Each hidden stop of a pass, for an assertion's message: its place, name, share hidden and cover. */
export const hiddenStops = (stops: readonly FocusStop[]): string[] =>
  stops.flatMap((stop, i) =>
    stop.hidden > 0
      ? [`#${i + 1} ${stop.name}: ${Math.round(stop.hidden * 100)}% under ${stop.coveredBy}`]
      : [],
  );

/**
 * A Tab pass of up to `stops` stops from where focus is: every focused element fully visible. A
 * dialog's pass goes round its trap, so a few times its controls are enough there.
 */
export async function expectFocusAlwaysVisible(page: Page, stops = 60): Promise<FocusStop[]> {
  const seen = await tabPass(page, stops);
  expect(hiddenStops(seen)).toEqual([]);
  return seen;
}
