import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Starts `bench-services.ts --serve …` (or any script that prints `{"port":N}` once it listens)
 * in a child process and answers the port it listens on.
 */
export async function startServeChild(
  script: string,
  args: readonly string[],
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('{"port"'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.on('exit', (code) => reject(new Error(`o servidor terminou (código ${code})`)));
  });
  return { child, port };
}
