import { spawn } from 'node:child_process';

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The environment a person's shell gives a command: without this run's vitest settings (Astro
 * serves no pages where it sees VITEST) and without the database the service tests use.
 */
export function shellEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV' && name !== 'DATABASE_URL',
    ),
  );
  return { ...env, ...extra };
}

/** `npm run <script> -- <args>` as a person types it, to its end. */
export function npmRun(script: string, args: string[], extra: Record<string, string> = {}): Promise<Ran> {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], { env: shellEnv(extra) });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}
