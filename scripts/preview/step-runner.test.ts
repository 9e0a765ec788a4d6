// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { findLabelled, findTarget, isReady, runScreen } from './step-runner.ts';

beforeEach(() => {
  document.body.innerHTML = `
    <header>
      <button hidden>Entrar</button>
      <button>Entrar</button>
      <button aria-label="Compartilhar"><svg></svg></button>
      <a href="/perfil">Ver perfil</a>
    </header>
    <section aria-label="Aviso de cookies"><button>Personalizar</button></section>
    <div role="dialog" aria-labelledby="t"><h2 id="t">Entre na sua conta</h2>
      <button>  Criar nova
        conta </button>
      <label for="email">E-mail</label><input id="email">
    </div>
    <footer><button>Política de Cookies</button></footer>
    <p><span>Aceitar todos</span></p>`;
});

describe('findTarget', () => {
  it('finds by role and exact accessible name, skipping hidden elements', () => {
    const entrar = findTarget(document, { role: 'button', name: 'Entrar' });
    expect(entrar?.hasAttribute('hidden')).toBe(false);
    expect(findTarget(document, { role: 'button', name: 'Entr' })).toBeUndefined();
  });

  it('names an element by its aria-label, and by its text with whitespace collapsed', () => {
    expect(findTarget(document, { role: 'button', name: 'Compartilhar' })?.tagName).toBe('BUTTON');
    expect(findTarget(document, { role: 'link', name: 'Ver perfil' })?.getAttribute('href')).toBe('/perfil');
    expect(findTarget(document, { role: 'button', name: 'Criar nova conta' })).toBeDefined();
  });

  it('looks only inside the region it names', () => {
    const inLogin = { role: 'dialog', name: 'Entre na sua conta' } as const;
    expect(findTarget(document, { role: 'button', name: 'Criar nova conta', within: inLogin })).toBeDefined();
    expect(findTarget(document, { role: 'button', name: 'Personalizar', within: inLogin })).toBeUndefined();
    const banner = { role: 'region', name: 'Aviso de cookies' } as const;
    expect(findTarget(document, { role: 'button', name: 'Personalizar', within: banner })).toBeDefined();
    const footer = { role: 'contentinfo' } as const;
    expect(
      findTarget(document, { role: 'button', name: 'Política de Cookies', within: footer }),
    ).toBeDefined();
  });
});

describe('isReady', () => {
  it('waits for a heading, an exact text or a named dialog with a heading', () => {
    expect(isReady(document, { heading: 'Entre na sua conta' })).toBe(true);
    expect(isReady(document, { text: 'Aceitar todos' })).toBe(true);
    expect(isReady(document, { text: 'Aceitar' })).toBe(false);
    expect(isReady(document, { dialog: 'Entre na sua conta' })).toBe(true);
    expect(isReady(document, { dialog: 'Compartilhar' })).toBe(false);
  });
});

describe('runScreen', () => {
  it('clicks once the element shows, fills by label, then waits for the screen', async () => {
    const clicked: string[] = [];
    document.body.addEventListener('click', (event) =>
      clicked.push((event.target as Element).textContent ?? ''),
    );
    setTimeout(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div role="dialog" aria-label="Compartilhar"><h2>Link</h2></div>',
      );
    }, 150);
    await runScreen(
      () => document,
      [
        { click: { role: 'button', name: 'Entrar' } },
        { fill: { label: 'E-mail', value: 'ana@exemplo.com.br' } },
      ],
      { dialog: 'Compartilhar' },
      2_000,
    );
    expect(clicked).toEqual(['Entrar']);
    expect(findLabelled(document, 'E-mail')?.value).toBe('ana@exemplo.com.br');
  });

  it('ticks a box by the first words of its label and chooses an option inside a named group', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<label><input type="checkbox" id="terms"> Li e aceito os <a href="#">termos de uso</a>.</label>
      <fieldset><legend>Manhã</legend><label for="m">Das</label>
        <select id="m"><option value=""></option><option>08:00</option></select></fieldset>
      <fieldset><legend>Tarde</legend><label for="t-start">Das</label>
        <select id="t-start"><option value=""></option><option>13:00</option></select></fieldset>
      <h2>Agendamento de contato</h2>`,
    );
    await runScreen(
      () => document,
      [{ check: 'Li e aceito' }, { select: { label: 'Das', value: '13:00', group: 'Tarde' } }],
      { heading: 'Agendamento de contato' },
      500,
    );
    expect((document.getElementById('terms') as HTMLInputElement).checked).toBe(true);
    expect((document.getElementById('t-start') as HTMLSelectElement).value).toBe('13:00');
    expect((document.getElementById('m') as HTMLSelectElement).value).toBe('');
  });

  it('says what it did not find', async () => {
    await expect(runScreen(() => document, [], { heading: 'Meus dados' }, 200)).rejects.toThrow(
      'não encontrado: {"heading":"Meus dados"}',
    );
  });
});
