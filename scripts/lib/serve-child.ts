import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVICES_MAIN = fileURLToPath(new URL('../../services/main.ts', import.meta.url));

/**
 * Starts the services alone (`services/main.ts`) in a child process on a free loopback port, with
 * `env` added to this process's environment, and answers the port once it listens.
 */
export async function startServicesChild(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [SERVICES_MAIN], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
  });
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('{"port"'));
      if (!line) return;
      // Later output (one line per stored message under a benchmark's orders) is drained unread:
      // kept and split again on every chunk, it cost the load generator CPU quadratic in its size.
      child.stdout?.off('data', onData);
      child.stdout?.resume();
      resolve((JSON.parse(line) as { port: number }).port);
    };
    child.stdout?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`o servidor terminou (código ${code})`)));
  });
  return { child, port };
}

/** Stops a child started by startServicesChild and waits for it to exit. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
