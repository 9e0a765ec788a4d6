import { describe, expect, it } from 'vitest';
import { pageDescription, pageTitle, screenName } from './screen-title.ts';

const base = { banker: 'Ana Souza', subject: null, siteName: 'Escritórios Conecta' } as const;

describe('page titles', () => {
  it('names the product and the banker', () => {
    expect(pageTitle({ ...base, route: 'product', subject: 'Home Equity Pessoa Física' })).toBe(
      'Home Equity Pessoa Física · Loja de Ana Souza',
    );
  });

  it('names the screen when no product or family is shown', () => {
    expect(pageTitle({ ...base, route: 'home' })).toBe('Início · Loja de Ana Souza');
    expect(pageTitle({ ...base, route: 'perfil' })).toBe('Perfil · Loja de Ana Souza');
    expect(pageTitle({ ...base, route: 'name', subject: 'Cartões de Crédito' })).toBe(
      'Cartões de Crédito · Loja de Ana Souza',
    );
  });

  it('falls back to the site name before the banker is known, and to it alone without a page name', () => {
    expect(pageTitle({ ...base, banker: null, route: 'perfil' })).toBe('Perfil · Escritórios Conecta');
    expect(pageTitle({ ...base, route: 'product' })).toBe('Loja de Ana Souza');
    expect(screenName('product', '   ')).toBeNull();
  });

  it('describes the page with the banker and their title', () => {
    const input = { ...base, occupation: 'Consultor', detail: null } as const;
    expect(pageDescription({ ...input, route: 'home' })).toContain('com Ana Souza, Consultor.');
    expect(pageDescription({ ...input, route: 'perfil' })).toBe(
      'Perfil na loja de Ana Souza, Consultor. Atendimento sem custo.',
    );
    expect(pageDescription({ ...input, route: 'product', subject: 'X', detail: 'Crédito para você.' })).toBe(
      'Crédito para você. Atendimento de Ana Souza, Consultor, sem custo.',
    );
  });
});
