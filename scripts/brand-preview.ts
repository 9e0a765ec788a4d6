/**
 * A brand manager's live preview: `npm run brand:preview -- <id>` serves, on 127.0.0.1 only, a
 * sheet of every screen and modal of the brand (tests/brand-review/screens.ts, the brand review's
 * list) at phone and desktop widths, as live frames on the demo data (in-memory database seeded as
 * of the review's day). Saving any file of `brands/<id>/` updates the frames in view within a few
 * seconds; a file with errors shows the build's messages above the sheet, which keeps the last good
 * brand until they are fixed. PREVIEW_PORT (default 4700) is the sheet's; the services take the next one.
 */
import { serve } from '@hono/node-server';
import { dev } from 'astro';
import { createServices } from '../services/app.ts';
import { exitOnConfigError } from '../services/config.ts';
import { BrandError, loadBrand } from '../src/features/brand/config/load.ts';
import { CUSTOMER } from '../tests/accounts-helpers.ts';
import { INVITED_ACCOUNT, REVIEW_DAY } from '../tests/brand-review/review-data.ts';
import { SETUPS, type SetupName } from '../tests/brand-review/setups.ts';
import { DESKTOP, PHONE } from '../tests/fixtures.ts';
import { BANKER } from '../tests/requests-helpers.ts';
import { commandArgs } from './lib/cli.ts';
import { previewIntegration } from './preview/preview-integration.ts';
import { sessionCookiesOf } from './preview/session-cookies.ts';
import { SHEET_PATH } from './preview/sheet-page.ts';

const USAGE = `
Usage: npm run brand:preview -- <brand>
Serves, on 127.0.0.1 only, a sheet of every screen and modal of the brand at phone and desktop
widths, live on the demo data; saving a file of brands/<brand>/ updates it. Ctrl-C stops it.

  --help   this text

Environment: PREVIEW_PORT, the sheet's port (default 4700); the services take the next one.`;
const {
  positionals: [brandId],
} = commandArgs(USAGE, {}, { positionals: true });
if (!brandId) {
  console.error(USAGE.trim());
  process.exit(2);
}
try {
  loadBrand(brandId);
} catch (error) {
  console.error(error instanceof BrandError ? error.message : error);
  process.exit(1);
}

const host = '127.0.0.1';
const port = Number(process.env.PREVIEW_PORT ?? 4700);
const servicesPort = port + 1;

const services = await createServices({
  ...process.env,
  DATABASE_URL: 'memory://',
  SEED_DATE: REVIEW_DAY,
  HOST: host,
  PORT: String(servicesPort),
  PUBLIC_ORIGIN: `http://${host}:${port}`,
  // The screens' setups make accounts from addresses of their own (tests/brand-review/setups.ts).
  TRUST_PROXY: '1',
}).catch(exitOnConfigError);
const servicesServer = serve({ fetch: services.fetch, port: servicesPort, hostname: host });
const servicesOrigin = `http://${host}:${servicesPort}`;
/**
 * The services as the sheet's frames need them: fresh logins and the screens' setups, these over
 * HTTP on loopback as in the review (the development mailbox, which gives a setup its mailed link,
 * answers requests made on this machine only).
 */
const servicesFetch = (path: string, init?: RequestInit) => fetch(new URL(path, servicesOrigin), init);
const frameServices = {
  logIn: (visitor: 'customer' | 'banker') =>
    sessionCookiesOf(services.fetch, visitor === 'customer' ? CUSTOMER : BANKER),
  logInAs: (email: string) => sessionCookiesOf(services.fetch, { email, password: INVITED_ACCOUNT.password }),
  runSetup: (name: SetupName, key: string) => SETUPS[name](servicesFetch, key),
};

// The brand the pages and astro.config.mjs read.
process.env.BRAND = brandId;
const server = await dev({
  root: process.cwd(),
  logLevel: 'warn',
  devToolbar: { enabled: false },
  server: { host, port },
  integrations: [
    previewIntegration(
      brandId,
      {
        widths: [
          { key: 'phone', name: 'telefone', ...PHONE, scale: 0.45 },
          { key: 'desktop', name: 'computador', ...DESKTOP, scale: 0.45 },
        ],
      },
      frameServices,
    ),
  ],
  vite: { server: { strictPort: true, proxy: { '/api': servicesOrigin, '/sandbox': servicesOrigin } } },
});
console.log(`Prévia da marca ${brandId}: http://${host}:${port}${SHEET_PATH}`);

const shutdown = async () => {
  await server.stop();
  servicesServer.close();
  await services.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
