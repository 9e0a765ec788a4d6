/**
 * What the cookie banner needs while it shows: the room it takes, and Escape to close it. Runs when
 * loaded, only on a visit that shows the banner (src/features/privacy/scripts/cookie-banner.ts).
 */

/** Keeps the banner's height in `--cookie-banner-h`, so the page end, the fixed controls and the focus stay above it. */
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

/**
 * Escape closes the banner without a choice, for this page only (it asks again on the next one), so
 * a keyboard user can clear it off whatever it covers. An open dialog keeps Escape for itself (menus
 * and listboxes stop the key before it gets here). Focus inside the banner moves to the content.
 */
function closeOnEscape(doc: Document, banner: HTMLElement): void {
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || banner.hidden || event.defaultPrevented) return;
    if (doc.querySelector('dialog[open], [aria-modal="true"]')) return;
    if (banner.contains(doc.activeElement)) doc.getElementById('conteudo')?.focus({ preventScroll: true });
    banner.hidden = true;
  });
}

/** Starts both on the page's banner. */
export function holdBanner(doc: Document): void {
  const banner = doc.getElementById('cookie-banner');
  if (!banner) return;
  reserveBannerSpace(doc, banner);
  closeOnEscape(doc, banner);
}

holdBanner(document);
