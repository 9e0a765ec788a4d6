import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  adaptShippedConfig,
  freePort,
  NGINX,
  startNginx,
  stopNginx,
} from '../../services/deploy/nginx-harness.ts';
import { BENCH_SERVICES_ENV } from './bench-env.ts';
import { startServicesChild, stopChild } from './serve-child.ts';

/** Where a page and its floor (the same page without scripts) are served during a bench. */
export interface BenchTarget {
  base: string;
  floorBase: string;
  stop(): Promise<void>;
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server at ${url} did not answer in time`);
}

function startLocalServer(brand: string, port: number, dist: string): ChildProcess {
  return spawn(process.execPath, ['scripts/start.ts'], {
    env: {
      ...process.env,
      BRAND: brand,
      PORT: String(port),
      DIST_DIR: dist,
      DATABASE_URL: 'memory://',
      ...BENCH_SERVICES_ENV,
      PUBLIC_ORIGIN: `http://localhost:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const stopServer = async (child: ChildProcess): Promise<void> => {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
};

/** The local server (`npm start`, its own includes) of one build, on `port`. */
export async function startLocalStore(
  brand: string,
  dist: string,
  port: number,
): Promise<{ base: string; stop(): Promise<void> }> {
  const server = startLocalServer(brand, port, dist);
  const base = `http://localhost:${port}`;
  await waitForServer(`${base}/api/health`, server);
  return { base, stop: () => stopServer(server) };
}

/** The local server (`npm start`, its own includes), one for the build and one for its floor. */
export async function startLocalTarget(
  brand: string,
  dist: { build: string; floor: string },
  [port, floorPort]: [number, number],
): Promise<BenchTarget> {
  const server = startLocalServer(brand, port, dist.build);
  const floor = startLocalServer(brand, floorPort, dist.floor);
  const target = { base: `http://localhost:${port}`, floorBase: `http://localhost:${floorPort}` };
  await Promise.all([
    waitForServer(`${target.base}/api/health`, server),
    waitForServer(`${target.floorBase}/api/health`, floor),
  ]);
  return { ...target, stop: async () => Promise.all([server, floor].map(stopServer)).then(() => undefined) };
}

/**
 * The deployment: nginx with services/deploy/nginx.conf and the brand's generated snippet (SSI,
 * proxy cache) in front of `node services/main.ts`, over DATABASE_URL when it is PostgreSQL, else
 * an in-memory database. The floor is a second nginx over the same services, serving the build
 * without scripts (its fragments still included: what a page paints with no JavaScript at all).
 */
export async function startNginxTarget(
  brand: string,
  dist: { build: string; floor: string },
): Promise<BenchTarget> {
  if (!NGINX) throw new Error('bench:web --through-nginx needs nginx (apt-get install nginx)');
  const postgres = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : 'memory://';
  const dirs: string[] = [];
  const nginxes: ChildProcess[] = [];
  const proxies = [await freePort(), await freePort()];
  const bases = proxies.map((proxy) => `http://127.0.0.1:${proxy}`);
  const services = await startServicesChild({
    DATABASE_URL: postgres,
    ...BENCH_SERVICES_ENV,
    PUBLIC_ORIGIN: bases[0] as string,
  });
  const stop = async () => {
    for (const nginx of nginxes) await stopNginx(nginx);
    await stopChild(services.child);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const sites = [resolve(dist.build, brand), resolve(dist.floor, brand)];
    for (const [i, site] of sites.entries()) {
      const dir = mkdtempSync(join(tmpdir(), 'vitrine-bench-nginx-'));
      dirs.push(dir);
      for (const folder of ['cache', 'tmp']) mkdirSync(join(dir, folder));
      const conf = adaptShippedConfig({ services: [services.port], proxy: proxies[i] as number }, dir, site);
      nginxes.push(await startNginx(dir, conf));
    }
    return { base: bases[0] as string, floorBase: bases[1] as string, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
