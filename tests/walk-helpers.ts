import type { BrowserContext, Page, Request } from '@playwright/test';
import { SCRIPTS_READY } from '../src/core/browser/after-paint.ts';
import { OFFICE_EDITION_ONLY, ROUTES } from '../src/core/routes/route-table.ts';
import type { Brand } from '../src/features/brand/config/load.ts';
import { expect, readToEnd } from './fixtures.ts';

/** The demo data's white-label store (a company's own name, logo, colour and go-back link). */
export const WHITE_LABEL = { pb: 'carlos-lima', goBackLink: 'https://atlantica.exemplo.com.br/consultores' };
const PROVIDER_COMPANY_NAME = 'Vitrine PB';

/** Every screen of a store, with the parameters the demo data answers. */
export function storeRoutes(pb: string, officeEdition: boolean): string[] {
  return [
    `/pb/${pb}`,
    `/pb/${pb}/emprestimos`,
    `/pb/${pb}/emprestimos/segment/pj`,
    `/pb/${pb}/emprestimos/1`,
    `/pb/${pb}/cartoes-de-credito/22`,
    `/pb/${pb}/home-equity/55`,
    `/pb/${pb}/consorcios/117`,
    `/pb/${pb}/perfil`,
    `/pb/${pb}/analytics`,
    `/pb/${pb}/qrcode?qrcode=sim&label=Conta%20Digital%20Lume`,
    `/pb/${pb}/he/pilar`,
    `/pb/${pb}/emprestimo-empresarial`,
    `/pb/${pb}/saiba-mais/pilar`,
    `/pb/${pb}/consorcio/`,
    `/pb/${pb}/simulador/financiamento-imobiliario/97`,
    `/pb/${pb}/simulador/consorcio/117`,
    `/pb/${pb}/financiamento/alicerce`,
    `/pb/${pb}/solicitation/`,
    `/pb/${pb}/minhas-solicitacoes`,
    `/pb/${pb}/ofertas`,
    ...(officeEdition ? [`/pb/${pb}/sobre-escritorios`] : []),
  ];
}

/** An address of each route of the route table (every shell), with the demo store's parameters. */
export function routeTableAddresses(officeEdition: boolean): string[] {
  const params: Record<string, string> = {
    pb: 'ana-souza',
    group: 'emprestimos',
    product: '1',
    segment: 'pf',
    brand: 'horizonte',
  };
  return ROUTES.filter((route) => route.path !== '/')
    .filter((route) => officeEdition || !OFFICE_EDITION_ONLY.includes(route.name))
    .map((route) => route.path.replace(/:(\w+)/g, (_, key: string) => params[key] ?? 'x'));
}

/**
 * What the walk records, per tab: console errors, page errors, failed requests and answers of 400
 * and above (`problems`), and Content-Security-Policy violations the page reports (`csp`).
 */
export interface Seen {
  problems: string[];
  csp: string[];
}

/** A context's record: what each tab showed, and a wait until each tab's requests are answered. */
export interface Watch {
  seenOn: (page: Page) => Seen;
  answered: (page: Page) => Promise<void>;
}

/** Set on a document that has asked to leave for another (a redirect rule, a flow's next page). */
const LEAVING = 'data-walk-leaving';

/** Records problems and policy violations of every tab of the context, keyed by tab. */
export async function watchContext(context: BrowserContext): Promise<Watch> {
  const seen = new Map<Page, Seen>();
  const unanswered = new Map<Page, Set<Request>>();
  const seenOn = (page: Page) => {
    let entry = seen.get(page);
    if (!entry) {
      entry = { problems: [], csp: [] };
      seen.set(page, entry);
    }
    return entry;
  };
  const waitingOn = (page: Page) => {
    let entry = unanswered.get(page);
    if (!entry) {
      entry = new Set();
      unanswered.set(page, entry);
    }
    return entry;
  };
  await context.exposeBinding('reportCspViolation', ({ page }, text: string) => seenOn(page).csp.push(text));
  await context.addInitScript((leaving) => {
    // The Navigation API tells of a move to another document as soon as the page asks for it,
    // before the next document replaces this one.
    const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
    navigation?.addEventListener('navigate', (event) => {
      const { destination } = event as Event & { destination: { sameDocument: boolean } };
      if (!destination.sameDocument) document.documentElement.setAttribute(leaving, '');
    });
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  }, LEAVING);
  const attach = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (/Content Security Policy/i.test(message.text())) seenOn(page).csp.push(message.text());
      else seenOn(page).problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => seenOn(page).problems.push(`page error: ${error.message}`));
    page.on('request', (request) => waitingOn(page).add(request));
    page.on('requestfailed', (request) => {
      waitingOn(page).delete(request);
      // Requests cut short by the page moving on (a redirect rule) are not failures.
      if (request.failure()?.errorText !== 'net::ERR_ABORTED')
        seenOn(page).problems.push(`failed: ${request.url()}`);
    });
    page.on('response', (response) => {
      waitingOn(page).delete(response.request());
      if (response.status() >= 400 && !response.url().endsWith('/404')) {
        seenOn(page).problems.push(`HTTP ${response.status()}: ${response.url()}`);
      }
    });
  };
  for (const page of context.pages()) attach(page);
  context.on('page', attach);
  // An answer, not the end of its body: a catalog answer the browser serves stale while it
  // revalidates (stale-while-revalidate) never reports its end, so "network idle" can wait 30 s.
  const answered = (page: Page) =>
    expect
      .poll(() => [...waitingOn(page)].map((request) => request.url()), {
        message: 'requests still unanswered',
      })
      .toEqual([]);
  return { seenOn, answered };
}

/**
 * Waits until the page is drawn: its load event, its module scripts run (they start after the
 * first paint and may move the visit on: `data-scripts-ready`), every island hydrated (Astro drops the `ssr`
 * mark; the islands below the fold after the page is read to its end, as a visitor scrolls),
 * the store's chrome applied and no part shown still loading (`aria-busy`). Islands hydrated on
 * demand (the modal host and account menu of a visitor without a session) are left static.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator(`html[${SCRIPTS_READY.attribute}]`)).toHaveCount(1, { timeout: 30_000 });
  // Hydration is the page's own script work: on a shared 2-core machine it can outlast the usual 8 s.
  // Read again on each try: some addresses move on to another page (an unknown product goes home).
  const waiting = page.locator('astro-island[ssr]:not([client="demand"])');
  await expect
    .poll(
      async () => {
        // A page that moves on mid-read is read again on the next try; the count below decides.
        await readToEnd(page).catch(() => undefined);
        return waiting.count();
      },
      { timeout: 30_000 },
    )
    .toBe(0);
  await expect(page.locator('html[data-chrome-pending]')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
}

/** A document's own mark (its time origin), or null when it is leaving or already gone. */
async function documentMark(page: Page): Promise<number | null> {
  return page
    .evaluate(
      (leaving) => (document.documentElement.hasAttribute(leaving) ? null : performance.timeOrigin),
      LEAVING,
    )
    .catch(() => null);
}

/**
 * Settles the page where the address ends up and reads it there: an address that moves on (an
 * unknown product goes home) is followed to the page it goes to, which is settled and read in
 * turn; a read of a document that was leaving meanwhile is thrown away.
 */
export async function readWhereItStays<T>(page: Page, watch: Watch, read: () => Promise<T>): Promise<T> {
  for (let hop = 0; hop < 3; hop++) {
    await settle(page);
    await watch.answered(page);
    const before = await documentMark(page);
    // A read cut short by the document going away is read again on the next one.
    const outcome =
      before === null
        ? null
        : await read().then(
            (value) => ({ value }),
            (error: unknown) => ({ error }),
          );
    if (outcome && (await documentMark(page)) === before) {
      if ('error' in outcome) throw outcome.error;
      return outcome.value;
    }
    await expect(page.locator(`html[${LEAVING}]`)).toHaveCount(0, { timeout: 30_000 });
  }
  throw new Error(`${page.url()} still moves on after three pages`);
}

/** Words, icons and the colour of the provider that a white-label page must not show. */
export async function providerTraces(page: Page, brand: Brand): Promise<string[]> {
  const banned = [
    brand.name,
    PROVIDER_COMPANY_NAME,
    new URL(brand.partnerPageUrl).host,
    brand.contacts.email,
    'Personal Banker',
    // A brand whose banker title is the company's own word cannot leak it.
    ...(brand.bankerTitle.singular === 'Consultor' ? [] : [brand.bankerTitle.singular]),
  ];
  const seen = await page.evaluate((primary) => {
    const shown = (el: Element) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const attributes: string[] = [document.title];
    for (const el of document.querySelectorAll('body *')) {
      if (!shown(el)) continue;
      for (const name of ['href', 'src', 'alt', 'aria-label', 'title']) {
        const value = el.getAttribute(name);
        if (value) attributes.push(value);
      }
    }
    for (const el of document.head.querySelectorAll('link[rel*="icon"], link[rel="manifest"], meta')) {
      attributes.push(el.getAttribute('href') ?? el.getAttribute('content') ?? '');
    }
    // The provider's colour, as the browser writes computed colours.
    const probe = document.createElement('i');
    probe.style.color = primary;
    document.body.append(probe);
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    const coloured = [...document.querySelectorAll('body *')]
      .filter(shown)
      .filter((el) => {
        const style = getComputedStyle(el);
        return [style.backgroundColor, style.color, style.borderTopColor].includes(rgb);
      })
      .map((el) => el.outerHTML.slice(0, 80));
    // biome-ignore lint/performance/useDomNodeTextContent: only the text people see (hidden slots are left out)
    return { text: document.body.innerText, attributes, coloured };
  }, brand.colors.primary);
  const traces: string[] = [];
  for (const word of banned) {
    if (seen.text.includes(word)) traces.push(`text names "${word}"`);
    for (const attribute of seen.attributes.filter((a) => a.includes(word)))
      traces.push(`attribute names "${word}": ${attribute}`);
  }
  for (const icon of seen.attributes.filter((a) =>
    /^\/(favicon\.svg|apple-touch-icon\.png|manifest\.webmanifest)$/.test(a),
  ))
    traces.push(`the brand's icon ${icon}`);
  for (const element of seen.coloured) traces.push(`the brand's colour: ${element}`);
  return traces;
}
