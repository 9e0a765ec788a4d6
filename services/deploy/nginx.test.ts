import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServicesChild, stopChild } from '../../scripts/lib/serve-child.ts';

/** Debian's nginx (`.ci/run` installs it). */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const SHIPPED = new URL('./nginx.conf', import.meta.url);

if (!NGINX)
  console.warn('services/deploy/nginx.test.ts: nginx is not installed (apt-get install nginx); skipped.');

/** A free loopback port, chosen now so parallel runs do not clash. */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** Replaces what must be in the shipped file, failing when it is not (the test must test that file). */
function substitute(text: string, find: RegExp, by: string): string {
  if (!find.test(text)) throw new Error(`services/deploy/nginx.conf no longer has ${find}`);
  return text.replace(new RegExp(find.source, 'g'), by);
}

/** The shipped file on this machine: one upstream process, a loopback port, folders under `dir`. */
function adaptShippedConfig(shipped: string, ports: { services: number; proxy: number }, dir: string) {
  let conf = substitute(
    shipped,
    /(\s*server 127\.0\.0\.1:\d+;)+/,
    `\n    server 127.0.0.1:${ports.services};`,
  );
  conf = substitute(conf, /listen 80;/, `listen 127.0.0.1:${ports.proxy};`);
  conf = substitute(conf, /\/var\/cache\/nginx\//, `${dir}/cache/`);
  return substitute(conf, /\/srv\/vitrine\/dist\/offices/, `${dir}/site`);
}

describe.skipIf(!NGINX)('the shipped nginx config in front of a services process', () => {
  let dir = '';
  let services: ChildProcess | undefined;
  let nginx: ChildProcess | undefined;
  let base = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-nginx-'));
    for (const folder of ['site', 'cache', 'tmp']) mkdirSync(join(dir, folder));
    // The brand's generated snippet: no rewrite or header of it concerns the services' paths.
    writeFileSync(join(dir, 'site', 'nginx.conf'), '');
    const started = await startServicesChild({
      DATABASE_URL: 'memory://',
      NODE_ENV: 'test',
      TRUST_PROXY: '1',
      SHARE_IMAGE_DIR: join(dir, 'share-images'),
    });
    services = started.child;
    const proxyPort = await freePort();
    writeFileSync(
      join(dir, 'vitrine.conf'),
      adaptShippedConfig(readFileSync(SHIPPED, 'utf8'), { services: started.port, proxy: proxyPort }, dir),
    );
    const tmp = join(dir, 'tmp');
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        'daemon off;',
        // As root, workers would run as nobody, who cannot enter the private temp folder.
        process.getuid?.() === 0 ? `user ${userInfo().username};` : '',
        'worker_processes 1;',
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log;`,
        'events { worker_connections 64; }',
        'http {',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${tmp}/${kind};`,
        ),
        `  include ${dir}/vitrine.conf;`,
        '}',
      ].join('\n'),
    );
    // nginx writes its pid file once its sockets listen: that file is the signal it is ready.
    const ready = new Promise<void>((resolve) => {
      const watcher = watch(dir, () => {
        if (existsSync(join(dir, 'nginx.pid'))) {
          watcher.close();
          resolve();
        }
      });
    });
    nginx = spawn(NGINX as string, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const failed = once(nginx, 'exit').then(([code]) => {
      throw new Error(`nginx terminou (código ${code}): ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    });
    await Promise.race([ready, failed]);
    base = `http://127.0.0.1:${proxyPort}`;
  }, 180_000); // seeding an in-memory database takes over a minute on a loaded 2-core machine

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = once(nginx, 'exit');
      nginx.kill('SIGTERM');
      await exited;
    }
    if (services) await stopChild(services);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const cacheStatus = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, { headers });
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    return res.headers.get('x-proxy-cache');
  };

  it('caches an anonymous store read: MISS, then HIT', async () => {
    const path = '/api/store/pb/ana-souza/marketplace/';
    expect(await cacheStatus(path)).toBe('MISS');
    expect(await cacheStatus(path)).toBe('HIT');
  });

  it('never caches a read with a token, nor answers it from the cache', async () => {
    const path = '/api/store/pb/ana-souza/product/55/';
    const token = { Authorization: 'Bearer um-token-qualquer' };
    expect(await cacheStatus(path, token)).toBe('BYPASS');
    expect(await cacheStatus(path)).toBe('MISS');
    expect(await cacheStatus(path, token)).toBe('BYPASS');
    expect(await cacheStatus(path)).toBe('HIT');
  });

  it('caches link previews and their card images', async () => {
    for (const path of ['/s/ana-souza', '/s/ana-souza/imagem.png']) {
      expect(await cacheStatus(path)).toBe('MISS');
      expect(await cacheStatus(path)).toBe('HIT');
    }
  });

  it('sends the other calls to the services uncached', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('x-proxy-cache')).toBeNull();
  });
});
