import { choiceFor, storeCookieChoice } from '../../src/features/privacy/scripts/consent-choice.ts';
import type { ReviewScreen, Visitor } from '../../tests/brand-review/screen-types.ts';
import { addressOf, screensOf, stepsOf } from '../../tests/brand-review/screens.ts';
import type { SetupValues } from '../../tests/brand-review/setups.ts';
import type { SheetBrand, SheetEvent } from './brand-check.ts';
import { type FrameState, isStale, nextBatch } from './frame-plan.ts';
import { frameSessionPrefix } from './frame-session-storage.ts';
import { type SessionCookies, SHEET_PATH, type SheetConfig, type SheetWidth } from './sheet-page.ts';
import { runScreen } from './step-runner.ts';

/**
 * The preview sheet's script: one live frame per screen of tests/brand-review/screens.ts and
 * width, each visited as its entry says (cookies, session storage, steps) once it comes into view;
 * on each save of the brand, the frames in view reload and the others reload when scrolled to.
 */

/** Frames loading at once: a screenful of the sheet. */
const PARALLEL_FRAMES = 4;
const READY_TIMEOUT_MS = 20_000;

interface Card extends FrameState {
  screen: ReviewScreen;
  width: SheetWidth;
  figure: HTMLElement;
  frame: HTMLIFrameElement;
}

const config = JSON.parse(document.getElementById('sheet-config')?.textContent ?? '{}') as SheetConfig;
const sheet = document.getElementById('sheet') as HTMLElement;
const status = document.getElementById('status') as HTMLElement;
const errors = document.getElementById('errors') as HTMLElement;

let cards: Card[] = [];
let screenIds = '';
let brandVersion = 0;
let brandHasErrors = false;
let savedAt = 0;

const observer = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      const card = cards.find((candidate) => candidate.figure === entry.target);
      if (card) card.inView = entry.isIntersecting;
    }
    loadDue();
  },
  // Only frames actually in view: each one loading costs a live page.
  { rootMargin: '0px' },
);

function cardOf(screen: ReviewScreen, width: SheetWidth): Card {
  const figure = document.createElement('figure');
  figure.dataset.screen = `${screen.id}-${width.name}`;
  const caption = document.createElement('figcaption');
  caption.innerHTML = `${width.name} · ${width.width} px<span class="state"></span>`;
  const viewport = document.createElement('div');
  viewport.className = 'viewport';
  viewport.style.width = `${width.width * width.scale}px`;
  viewport.style.height = `${width.height * width.scale}px`;
  const frame = document.createElement('iframe');
  frame.title = `${screen.title} (${width.name})`;
  frame.width = String(width.width);
  frame.height = String(width.height);
  frame.style.transform = `scale(${width.scale})`;
  viewport.append(frame);
  figure.append(caption, viewport);
  observer.observe(figure);
  return { screen, width, figure, frame, inView: false, loading: false };
}

/** One row per screen: its title, then the screen at each width. */
function build(brand: SheetBrand): void {
  observer.disconnect();
  sheet.replaceChildren();
  cards = [];
  for (const screen of screensOf(brand)) {
    const section = document.createElement('section');
    section.id = screen.id;
    const title = document.createElement('h2');
    title.textContent = screen.title;
    const row = document.createElement('div');
    row.className = 'frames';
    const rowCards = config.widths
      .filter((width) => !screen.only || screen.only === width.key)
      .map((width) => cardOf(screen, width));
    row.append(...rowCards.map((card) => card.figure));
    section.append(title, row);
    sheet.append(section);
    cards.push(...rowCards);
  }
}

function show(card: Card, state: string, detail = ''): void {
  card.figure.dataset.state = state;
  const label = card.figure.querySelector('.state') as HTMLElement;
  label.textContent = detail ? ` · ${detail}` : '';
}

/**
 * The cookies a visitor has (read by the frame's own cookie jar, frame-cookie-jar.ts). A logged-in
 * visitor gets a login of the frame's own on each load: the store refreshes its token on load,
 * which ends the one it had, so two frames could not share one.
 */
async function cookiesOf(visitor: Visitor, values: SetupValues): Promise<string> {
  if (visitor === 'first-visit') return '';
  const consent = storeCookieChoice(choiceFor('necessary', new Date())).split(';')[0] as string;
  if (visitor === 'visitor') return consent;
  // A new customer is the account the screen's setup made.
  const query: Record<string, string> =
    visitor === 'new-customer' ? { visitor, email: values.email ?? '' } : { visitor };
  const answer = await fetch(`${SHEET_PATH}/session?${new URLSearchParams(query)}`, { method: 'POST' });
  if (!answer.ok) throw new Error(await answer.text());
  const session = (await answer.json()) as SessionCookies;
  return `${consent}; token=${session.token}; user=${session.user}`;
}

// Each account a setup makes is new: keys differ across loads of the sheet and of each frame.
const sheetLoad = Date.now().toString(36);
let setupRuns = 0;
/** What the screen's setup made on the services for this load (an invitation of its own), if it has one. */
async function setupOf(card: Card): Promise<SetupValues> {
  if (!card.screen.setup) return {};
  setupRuns += 1;
  const query = new URLSearchParams({
    name: card.screen.setup,
    key: `${card.figure.dataset.screen}-${sheetLoad}-${setupRuns}`,
  });
  const answer = await fetch(`${SHEET_PATH}/setup?${query}`, { method: 'POST' });
  if (!answer.ok) throw new Error(await answer.text());
  return (await answer.json()) as SetupValues;
}

/**
 * Opens the address in the frame and resolves once its new document is parsed: the brand shows in
 * the page as served; images and fonts may still arrive.
 */
async function navigate(frame: HTMLIFrameElement, address: string): Promise<Document> {
  const previous = frame.contentDocument;
  if (frame.contentWindow && frame.src) frame.contentWindow.location.replace(address);
  else frame.src = address;
  return waitUntil(() => {
    const document = frame.contentDocument;
    return document &&
      document !== previous &&
      document.URL !== 'about:blank' &&
      document.readyState !== 'loading'
      ? document
      : undefined;
  });
}

/**
 * The islands that draw the first screen have hydrated (those painted at once and those after
 * paint; `astro dev` has no after-paint signal, and islands below the frame's fold wait to be
 * scrolled to, as a visitor's would).
 */
const settled = (current: () => Document): Promise<unknown> =>
  waitUntil(
    () =>
      current().querySelector('astro-island[ssr]:is([client="load"], [client="idle"], [client="paint"])') ===
        null || undefined,
  );

/** Polls until `check` answers, or gives up after READY_TIMEOUT_MS (the steps then say what is missing). */
async function waitUntil<T>(check: () => T | undefined): Promise<T> {
  const until = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const found = check();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('a página não carregou');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function load(card: Card): Promise<void> {
  const version = brandVersion;
  card.loading = true;
  show(card, 'loading', 'carregando…');
  try {
    const { screen } = card;
    // The frame's own session storage (frame-session-storage.ts), fresh for each visit.
    const prefix = frameSessionPrefix(card.figure.dataset.screen ?? screen.id);
    card.frame.dataset.sessionPrefix = prefix;
    for (let i = sessionStorage.length - 1; i >= 0; i -= 1) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(prefix)) sessionStorage.removeItem(key);
    }
    for (const [key, value] of Object.entries(screen.session ?? {}))
      sessionStorage.setItem(prefix + key, value);
    const values = await setupOf(card);
    card.frame.dataset.cookies = await cookiesOf(screen.visitor, values);
    const first = await navigate(card.frame, addressOf(screen, values));
    // The frame's document as it is now: some addresses move on by themselves (an invitation's link).
    const current = () => card.frame.contentDocument ?? first;
    await settled(current);
    await runScreen(current, stepsOf(screen, card.width.key, values), screen.ready, READY_TIMEOUT_MS);
    show(card, 'ready');
  } catch (error) {
    show(card, 'failed', (error as Error).message);
  } finally {
    card.shows = version;
    card.loading = false;
  }
}

/** Loads the frames due, then reports how long the last save took to show. */
function loadDue(): void {
  for (const card of nextBatch(cards, brandVersion, brandHasErrors, PARALLEL_FRAMES)) {
    void load(card).then(() => {
      reportProgress();
      loadDue();
    });
  }
  for (const card of cards)
    if (isStale(card, brandVersion) && !card.loading) show(card, 'stale', 'desatualizado');
}

function reportProgress(): void {
  const inView = cards.filter((card) => card.inView);
  if (inView.some((card) => card.loading || card.shows !== brandVersion)) return;
  const seconds = ((performance.now() - savedAt) / 1000).toFixed(1).replace('.', ',');
  document.body.dataset.shows = String(brandVersion);
  status.textContent =
    brandVersion === 1 ? 'Prévia ao vivo: salve um arquivo da marca' : `Atualizado ${seconds} s após salvar`;
}

function onBrand(brand: SheetBrand): void {
  brandVersion += 1;
  savedAt = performance.now();
  brandHasErrors = false;
  errors.hidden = true;
  document.title = `Prévia: ${brand.name}`;
  (document.getElementById('brand-name') as HTMLElement).textContent = `Prévia da marca ${brand.name}`;
  for (const icon of document.querySelectorAll<HTMLImageElement | HTMLLinkElement>(
    '#brand-logo, #brand-favicon',
  ))
    if (icon instanceof HTMLImageElement) icon.src = `/favicon.svg?v=${brandVersion}`;
    else icon.href = `/favicon.svg?v=${brandVersion}`;
  // A save that adds or removes a screen (the office edition) draws the sheet anew.
  const ids = screensOf(brand)
    .map((screen) => screen.id)
    .join();
  if (ids !== screenIds) {
    screenIds = ids;
    build(brand);
  }
  loadDue();
}

function onErrors(problems: string[]): void {
  brandHasErrors = true;
  const list = document.createElement('ul');
  for (const problem of problems) {
    const item = document.createElement('li');
    item.textContent = problem;
    list.append(item);
  }
  errors.replaceChildren(
    'A marca tem erros: o quadro mostra a última versão válida até que sejam corrigidos.',
    list,
  );
  errors.hidden = false;
  status.textContent = 'Arquivos da marca com erros';
}

new EventSource('/__preview/events').addEventListener('message', (message) => {
  const event = JSON.parse(message.data) as SheetEvent;
  if (event.type === 'brand') onBrand(event.brand);
  else onErrors(event.problems);
});
