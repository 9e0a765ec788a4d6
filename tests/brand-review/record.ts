import type { Page } from '@playwright/test';
import { liveDialog } from '../fixtures.ts';

/**
 * The exact record of a screen, beside its image: what it says (the accessibility tree as
 * Playwright writes it), which colours each part of the page paints with, and a digest of every
 * brand asset it shows (inline logos, images, the favicon). A changed word or colour changes the
 * record whatever the renderer, so the review tells a brand edit from browser drift.
 */
export interface ScreenRecord {
  /** Playwright's aria snapshot of the page, or of the open dialog. */
  text: string;
  /** Per part of the page (header, main, footer, dialog, banner), per property: the colours used. */
  colours: Record<string, Record<string, string[]>>;
  /** Per asset (the favicon, each inline SVG, each image source): a digest of its content. */
  assets: Record<string, string>;
}

/** The colour properties a brand paints with. */
const PROPERTIES = [
  'color',
  'background-color',
  'border-color',
  'outline-color',
  'fill',
  'stroke',
  'background-image',
];

export async function recordScreen(page: Page, dialog: string | undefined): Promise<ScreenRecord> {
  const scope = dialog ? liveDialog(page, dialog) : page.locator('body');
  const text = await scope.ariaSnapshot();
  const { colours, assets } = await page.evaluate(async (properties) => {
    const partOf = (el: Element): string => {
      if (el.closest('[role="dialog"], dialog')) return 'dialog';
      if (el.closest('[data-cookie-banner], [aria-label*="cookies" i]')) return 'banner';
      if (el.closest('header')) return 'header';
      if (el.closest('footer')) return 'footer';
      if (el.closest('main')) return 'main';
      return 'page';
    };
    const painted = (property: string, value: string, style: CSSStyleDeclaration): boolean => {
      if (!value || value === 'none' || value === 'rgba(0, 0, 0, 0)') return false;
      if (property === 'border-color') return Number.parseFloat(style.borderTopWidth) > 0;
      if (property === 'outline-color') return style.outlineStyle !== 'none';
      if (property === 'background-image') return value.includes('gradient');
      return true;
    };
    const colours: Record<string, Record<string, Set<string>>> = {};
    for (const el of document.querySelectorAll('body, body *')) {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const style = getComputedStyle(el);
      const part = partOf(el);
      for (const property of properties) {
        const value = property === 'border-color' ? style.borderTopColor : style.getPropertyValue(property);
        if (!painted(property, value, style)) continue;
        colours[part] ??= {};
        colours[part][property] ??= new Set();
        colours[part][property].add(value);
      }
    }
    const digest = async (text: string) => {
      const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
      return [...new Uint8Array(bytes).slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
    };
    const assets: Record<string, string> = {};
    const icon = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (icon)
      assets[`favicon ${new URL(icon.href).pathname}`] = await digest(await (await fetch(icon.href)).text());
    const visible = (el: Element) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    let index = 0;
    for (const svg of document.querySelectorAll('header svg, footer svg, [role="dialog"] svg')) {
      if (!visible(svg) || svg.closest('button svg')) continue;
      index += 1;
      assets[`${partOf(svg)} svg ${index}`] = await digest(svg.outerHTML);
    }
    for (const img of document.querySelectorAll('img')) {
      if (!visible(img)) continue;
      const source = img.currentSrc || img.src;
      if (source.startsWith('data:')) assets[`image ${img.alt || 'inline'}`] = await digest(source);
      // The store's own files by content (a brand's logo keeps its address); others by address.
      else if (new URL(source).origin === location.origin)
        assets[`image ${new URL(source).pathname}`] = await digest(await (await fetch(source)).text());
      else assets[`image ${source}`] = await digest(source);
    }
    const sorted = Object.fromEntries(
      Object.entries(colours)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([part, byProperty]) => [
          part,
          Object.fromEntries(
            Object.entries(byProperty)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([property, values]) => [property, [...values].sort()]),
          ),
        ]),
    );
    return { colours: sorted, assets };
  }, PROPERTIES);
  return { text, colours, assets };
}
