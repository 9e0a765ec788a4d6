import { devices } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from '../scripts/lib/chromium-flags.ts';
import { listBrandIds } from '../src/features/brand/config/load.ts';

/**
 * The pieces both Playwright runs (the browser tests and the brand review) build their projects
 * from: the brands of a run, Debian's Chromium, and one local server per brand (npm start) on its
 * own port with an in-memory database.
 */

/** The brands a comma-separated list names (an environment setting), or every brand. */
export function brandsOfRun(list: string | undefined): string[] {
  return list ? list.split(',') : listBrandIds();
}

export const CHROMIUM_LAUNCH = {
  executablePath: TEST_CHROMIUM,
  args: CHROMIUM_FLAGS,
};

/** The project of a brand served at `port`. */
export function brandProject(brand: string, port: number) {
  return {
    name: brand,
    use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${port}`, brandId: brand },
  };
}

/** A brand's server for a run, started from the project's root, with the run's own settings. */
export function brandServer(brand: string, port: number, env: Record<string, string>) {
  return {
    command: 'node scripts/start.ts',
    cwd: new URL('..', import.meta.url).pathname,
    url: `http://localhost:${port}/api/health`,
    env: {
      BRAND: brand,
      PORT: String(port),
      DATABASE_URL: 'memory://',
      NODE_ENV: 'test',
      // Pages carry their fragments even when a loaded machine renders them slowly.
      INCLUDE_BUDGET_MS: '3000',
      ...env,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}
