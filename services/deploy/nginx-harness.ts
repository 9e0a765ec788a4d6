import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, watch, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx (`.ci/run` installs it). */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const SHIPPED = new URL('./nginx.conf', import.meta.url);
/** The MIME types a packaged nginx ships (Debian's `nginx-common`), which its http block includes. */
const MIME_TYPES = '/etc/nginx/mime.types';

/** A free loopback port, chosen now so parallel runs do not clash. */
export async function freePort(): Promise<number> {
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

/** The shipped file on this machine: the given upstream processes, a loopback port, folders under `dir`. */
export function adaptShippedConfig(
  ports: { services: number[]; proxy: number },
  dir: string,
  site: string,
): string {
  const shipped = readFileSync(SHIPPED, 'utf8');
  // Each server keeps the shipped parameters (max_fails, fail_timeout).
  const params = /server 127\.0\.0\.1:\d+([^;]*);/.exec(shipped)?.[1] ?? '';
  const servers = ports.services.map((port) => `\n    server 127.0.0.1:${port}${params};`).join('');
  let conf = substitute(shipped, /(\s*server 127\.0\.0\.1:\d+[^;]*;)+/, servers);
  conf = substitute(conf, /listen 80;/, `listen 127.0.0.1:${ports.proxy};`);
  conf = substitute(conf, /\/var\/cache\/nginx\//, `${dir}/cache/`);
  return substitute(conf, /\/srv\/vitrine\/dist\/offices/, site);
}

/** Starts nginx with the shipped file (adapted) in the `http` block; resolves once it listens. */
export async function startNginx(dir: string, shippedConfig: string): Promise<ChildProcess> {
  const tmp = join(dir, 'tmp');
  writeFileSync(join(dir, 'vitrine.conf'), shippedConfig);
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
      // As a packaged nginx's own http block does: scripts must go out as JavaScript to run.
      `  include ${MIME_TYPES};`,
      '  default_type application/octet-stream;',
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
  const nginx = spawn(
    NGINX as string,
    ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const failed = once(nginx, 'exit').then(([code]) => {
    throw new Error(`nginx terminou (código ${code}): ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
  });
  await Promise.race([ready, failed]);
  return nginx;
}

/** Stops nginx and waits for it. */
export async function stopNginx(nginx: ChildProcess | undefined): Promise<void> {
  if (!nginx || nginx.exitCode !== null) return;
  const exited = once(nginx, 'exit');
  nginx.kill('SIGTERM');
  await exited;
}
