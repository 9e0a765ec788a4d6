import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { npmRun } from './npm-run.ts';

/** Each command on a PGlite folder of its own, as DATA_DIR gives it. */
const root = mkdtempSync(join(tmpdir(), 'vitrine-db-commands-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const on = (folder: string) => ({
  DATA_DIR: join(root, folder),
  PUBLIC_ORIGIN: 'https://loja.exemplo.com.br',
});

describe('npm run db:first-store', () => {
  const store = [
    '--email',
    'Primeira@Exemplo.com.br',
    '--name',
    'Primeira Banker',
    '--slug',
    'primeira-loja',
  ];

  it('creates the first store of an empty database, then refuses a second', async () => {
    const first = await npmRun('db:first-store', store, on('first-store'));
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(
      "Primeira loja criada: https://loja.exemplo.com.br/pb/primeira-loja. O banker define a senha em 'Esqueci minha senha' com o código enviado a primeira@exemplo.com.br.",
    );
    const second = await npmRun('db:first-store', store, on('first-store'));
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(
      'db:first-store: o banco já tem um banker; este comando cria só o primeiro.',
    );
  });

  it('says which option is wrong', async () => {
    const ran = await npmRun(
      'db:first-store',
      ['--email', 'x', '--name', 'Ana', '--slug', 'Loja Nova'],
      on('bad'),
    );
    expect(ran.code).toBe(1);
    expect(ran.stderr).toContain('--email: deve ser um e-mail');
    expect(ran.stderr).toContain('--slug: letras minúsculas, números e hífens');
  });
});

it('npm run db:remove-demo removes the demo people a seed wrote, then finds none', async () => {
  expect((await npmRun('db:seed', [], on('demo'))).code).toBe(0);
  const removed = await npmRun('db:remove-demo', [], on('demo'));
  expect(removed.code).toBe(0);
  expect(removed.stdout).toMatch(
    /Dados de demonstração removidos: [1-9]\d* pessoas, [1-9]\d* lojas, [1-9]\d* pedidos\./,
  );
  const again = await npmRun('db:remove-demo', [], on('demo'));
  expect(again.code).toBe(0);
  expect(again.stdout).toContain('Nenhum dado de demonstração no banco.');
});
