import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_BROWSER } from './review-data.ts';

/**
 * A brand is drawn alike whichever brands run with it: the review's configuration gives its
 * project and its server the same settings alone as among others, but for the port its server
 * takes (which the browser maps the review's one origin to).
 */

type Project = { name: string; use: Record<string, unknown> & { launchOptions: { args: string[] } } };
type Server = { env: Record<string, string> };

async function configWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { default: config } = await import('./playwright.config.ts');
  return config as unknown as { projects: Project[]; webServer: Server[] };
}

/** A brand's project and server with their port taken out. */
async function settingsOf(brand: string, env: Record<string, string>) {
  const config = await configWith(env);
  const i = config.projects.findIndex((project) => project.name === brand);
  const { serverURL, launchOptions, ...use } = (config.projects[i] as Project).use;
  const server = (config.webServer[i] as Server).env;
  const port = String(new URL(String(serverURL)).port);
  const unported = (text: string) => text.replaceAll(port, '<port>');
  return {
    use,
    args: launchOptions.args.map(unported),
    server: { ...server, PORT: unported(server.PORT as string) },
  };
}

afterEach(() => vi.unstubAllEnvs());

describe('a brand drawn alone or among others', () => {
  it('has the same origin, clock, time zone, locale and server settings; only the port differs', async () => {
    const alone = await settingsOf('horizonte', { REVIEW_BRANDS: 'horizonte' });
    const among = await settingsOf('horizonte', { REVIEW_BRANDS: 'aurora,offices,horizonte,vitrine' });
    const shard = await settingsOf('horizonte', { REVIEW_BRANDS: 'aurora,horizonte', REVIEW_SHARD: '2/2' });
    expect(among).toEqual(alone);
    expect(shard.use).toEqual(alone.use);
    expect(alone.use).toMatchObject({ baseURL: 'http://localhost' });
    // The browser's own settings are one constant for every run (review-page.ts).
    expect(REVIEW_BROWSER).toMatchObject({ baseURL: 'http://localhost', timezoneId: 'UTC', locale: 'en-US' });
    expect(alone.args).toContain('--host-resolver-rules=MAP localhost 127.0.0.1:<port>');
    expect(alone.server).toMatchObject({
      PUBLIC_ORIGIN: 'http://localhost',
      TZ: 'UTC',
      PORT: '<port>',
    });
  });

  it('takes the port from REVIEW_BASE_PORT, so checkouts side by side review at once', async () => {
    const config = await configWith({ REVIEW_BRANDS: 'aurora,vitrine', REVIEW_BASE_PORT: '4780' });
    expect(config.projects.map((project) => project.use.serverURL)).toEqual([
      'http://127.0.0.1:4780',
      'http://127.0.0.1:4781',
    ]);
  });
});
