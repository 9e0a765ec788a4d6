/**
 * Each frame of the preview sheet keeps its own cookies, as each screen of the brand review has its
 * own browser context: the frames share one origin, and a first visit (no cookie choice) must not
 * see the customer's login that loads beside it. Runs first in every page the preview serves; a
 * page in a sheet frame reads and writes `document.cookie` in a jar the sheet filled
 * (`data-cookies` of the frame), other pages are untouched. What a page writes goes back to the
 * frame, so the frame's next page has it (a swapped token, after the page it was swapped on). The
 * store's requests carry the login as a bearer header, not as a cookie, so the jar is all a page's
 * code sees of its cookies.
 *
 * Self-contained: it is sent to the page as the text of this function.
 */
export function installFrameCookieJar(): void {
  const frame = window.frameElement as HTMLElement | null;
  const initial = frame?.dataset.cookies;
  if (!frame || initial === undefined) return;
  const jar = new Map<string, string>();
  const keep = (pair: string) => {
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  };
  for (const pair of initial.split(';')) keep(pair);
  const text = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: text,
    set: (line: string) => {
      const [pair = '', ...attributes] = line.split(';');
      const gone = attributes.some((attribute) => {
        const [key = '', value = ''] = attribute.split('=').map((part) => part.trim());
        if (key.toLowerCase() === 'max-age') return Number(value) <= 0;
        return key.toLowerCase() === 'expires' && Date.parse(value) <= Date.now();
      });
      if (gone) jar.delete(pair.slice(0, pair.indexOf('=')).trim());
      else keep(pair);
      frame.dataset.cookies = text();
    },
  });
}
