import type { ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { AstroIntegration } from 'astro';
import { SETUPS, type SetupName, type SetupValues } from '../../tests/brand-review/setups.ts';
import {
  type BrandCheck,
  checkBrand,
  eventAfterSave,
  type SheetBrand,
  type SheetEvent,
} from './brand-check.ts';
import { installFrameCookieJar } from './frame-cookie-jar.ts';
import { installFrameSessionStorage } from './frame-session-storage.ts';
import { type SessionCookies, SHEET_PATH, type SheetConfig, sheetPage } from './sheet-page.ts';

/** Editors save in bursts (a temporary file, then a rename): the brand is read once they settle. */
const SAVE_SETTLE_MS = 80;

/**
 * The preview sheet inside `astro dev` (same origin as the pages, so its script can reach into
 * each frame): the page at SHEET_PATH, at SHEET_PATH/events a stream of what each save of
 * `brands/<id>/` means for it (reload with the new brand, or its errors), at SHEET_PATH/setup what a
 * screen needs made before it loads (tests/brand-review/setups.ts), and a cookie jar of its own in
 * each frame's page (frame-cookie-jar.ts).
 */
/** What the sheet asks of the services before a frame loads. */
export interface FrameServices {
  /** A new login of the demo customer or banker. */
  logIn(visitor: 'customer' | 'banker'): Promise<SessionCookies>;
  /** A new login of an account a setup made (its address; the password setups give their accounts). */
  logInAs(email: string): Promise<SessionCookies>;
  /** A screen's setup (tests/brand-review/setups.ts). */
  runSetup(name: SetupName, key: string): Promise<SetupValues>;
}

export function previewIntegration(
  brandId: string,
  config: Omit<SheetConfig, 'brandId'>,
  services: FrameServices,
): AstroIntegration {
  const folder = resolve(process.cwd(), 'brands', brandId);
  let now: BrandCheck = checkBrand(brandId);
  if (!now.ok) throw new Error(now.problems.join('\n'));
  let lastGood: SheetBrand = now.brand;
  const listeners = new Set<ServerResponse>();
  const send = (res: ServerResponse, event: SheetEvent) => res.write(`data: ${JSON.stringify(event)}\n\n`);

  return {
    name: 'brand-preview',
    hooks: {
      'astro:config:setup': ({ injectScript }) => {
        injectScript('head-inline', `(${installFrameCookieJar.toString()})();`);
        injectScript('head-inline', `(${installFrameSessionStorage.toString()})();`);
      },
      'astro:server:setup': ({ server }) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        server.watcher.add(folder);
        server.watcher.on('all', (_event, file) => {
          if (!file.startsWith(folder)) return;
          clearTimeout(timer);
          timer = setTimeout(() => {
            const after = checkBrand(brandId);
            const event = eventAfterSave(now, after);
            now = after;
            if (after.ok) lastGood = after.brand;
            if (event) for (const res of listeners) send(res, event);
          }, SAVE_SETTLE_MS);
        });
        server.middlewares.use((req, res, next) => {
          const path = (req.url ?? '').split('?')[0];
          if (path === SHEET_PATH || path === `${SHEET_PATH}/`) {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(sheetPage({ ...config, brandId }));
          } else if (path === `${SHEET_PATH}/events`) {
            res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
            // A sheet opened (or reopened) while the files have errors builds on the last good brand.
            send(res, { type: 'brand', brand: lastGood });
            if (!now.ok) send(res, { type: 'errors', problems: now.problems });
            listeners.add(res);
            req.on('close', () => listeners.delete(res));
          } else if (path.startsWith(`${SHEET_PATH}/`) && req.method === 'POST') {
            const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
            const made = frameRequest(services, path.slice(SHEET_PATH.length + 1), query);
            if (!made) {
              res.writeHead(404).end();
              return;
            }
            made.then(
              (values) => res.setHeader('Content-Type', 'application/json').end(JSON.stringify(values)),
              (error: Error) =>
                res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(error.message),
            );
          } else next();
        });
      },
    },
  };
}

/**
 * A login (`session?visitor=`, `session?visitor=new-customer&email=` for a setup's account) or a
 * setup (`setup?name=&key=`) for a frame; undefined for anything else.
 */
function frameRequest(
  services: FrameServices,
  what: string,
  query: URLSearchParams,
): Promise<unknown> | undefined {
  const visitor = query.get('visitor');
  if (what === 'session' && (visitor === 'customer' || visitor === 'banker')) return services.logIn(visitor);
  const email = query.get('email');
  if (what === 'session' && visitor === 'new-customer' && email) return services.logInAs(email);
  const name = query.get('name') ?? '';
  if (what === 'setup' && name in SETUPS) return services.runSetup(name as SetupName, query.get('key') ?? '');
  return undefined;
}
