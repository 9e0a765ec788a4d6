import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { expect, it } from 'vitest';
import { freePort } from '../../services/deploy/nginx-harness.ts';
import { npmRun, shellEnv } from './npm-run.ts';

it('npm run brand:preview -- aurora serves the sheet until stopped', async () => {
  const port = await freePort();
  // Its own process group, so the stop reaches the preview under npm.
  const preview = spawn('npm', ['run', '--silent', 'brand:preview', '--', 'aurora'], {
    env: shellEnv({ PREVIEW_PORT: String(port) }),
    detached: true,
  });
  let output = '';
  preview.stderr.on('data', (chunk) => {
    output += chunk;
  });
  try {
    const address = await new Promise<string>((resolve, reject) => {
      preview.stdout.on('data', (chunk) => {
        output += chunk;
        const found = /Prévia da marca aurora: (http:\S+)/.exec(output)?.[1];
        if (found) resolve(found);
      });
      preview.once('exit', (code) => reject(new Error(`brand:preview exited (${code}):\n${output}`)));
    });
    expect(address).toBe(`http://127.0.0.1:${port}/__preview`);
    const sheet = await fetch(address);
    expect(sheet.status).toBe(200);
    expect(await sheet.text()).toContain('aurora');
    // The services answer through the sheet's server, as the frames call them.
    const store = await fetch(`http://127.0.0.1:${port}/api/store/pb/ana-souza/marketplace/`);
    expect(store.status).toBe(200);
  } finally {
    // Closed once every process of the group has let go of its output: the preview has ended.
    const closed = once(preview, 'close');
    process.kill(-(preview.pid as number), 'SIGTERM');
    await closed;
  }
  await expect(fetch(`http://127.0.0.1:${port}/__preview`)).rejects.toThrow();
});

it('npm run brand:preview names what is wrong with an unknown brand', async () => {
  const ran = await npmRun('brand:preview', ['nenhuma']);
  expect(ran.code).toBe(1);
  expect(ran.stderr).toMatch(/nenhuma/);
  expect(ran.stderr).not.toMatch(/\n\s+at /);
});
