import { describe, expect, it } from 'vitest';
import { displayName, notFoundMessage, replaceBankerTitle, replacePb, storeOfLabel } from './banker-text.ts';

describe('{pb} in banner links (docs/catalog-and-store.md#home)', () => {
  it('replaces every placeholder with the slug', () => {
    expect(replacePb('/pb/{pb}/emprestimos/1', 'ana-souza')).toBe('/pb/ana-souza/emprestimos/1');
    expect(replacePb('https://x.example/?a={pb}&b={pb}', 'carlos-lima')).toBe(
      'https://x.example/?a=carlos-lima&b=carlos-lima',
    );
  });
  it('leaves links without a placeholder alone', () => {
    expect(replacePb('https://parceiro.example/oferta', 'ana-souza')).toBe('https://parceiro.example/oferta');
  });
});

describe("'Personal Banker' in descriptions (docs/catalog-and-store.md#product-page)", () => {
  const consultor = { singular: 'Consultor', plural: 'Consultores' };
  it('uses the brand title, singular and plural', () => {
    expect(replaceBankerTitle('Fale com o seu Personal Banker.', consultor)).toBe(
      'Fale com o seu Consultor.',
    );
    expect(
      replaceBankerTitle('Nossos Personal Bankers ajudam; cada Personal Banker é certificado.', consultor),
    ).toBe('Nossos Consultores ajudam; cada Consultor é certificado.');
  });
  it('keeps the words for the provider brand', () => {
    const pb = { singular: 'Personal Banker', plural: 'Personal Bankers' };
    expect(replaceBankerTitle('Seu Personal Banker e outros Personal Bankers', pb)).toBe(
      'Seu Personal Banker e outros Personal Bankers',
    );
  });
});

describe('labels', () => {
  it('builds the documented texts', () => {
    expect(notFoundMessage('Assessor')).toBe('Entre em contato com seu Assessor para mais informações.');
    expect(storeOfLabel('Ana Souza')).toBe('Loja de Ana Souza');
  });
  it('falls back to the full name without a nickname', () => {
    expect(displayName({ nickname: null, full_name: 'Ana Paula Souza' })).toBe('Ana Paula Souza');
    expect(displayName({ nickname: '  ', full_name: 'Ana Paula Souza' })).toBe('Ana Paula Souza');
    expect(displayName({ nickname: 'Ana', full_name: 'Ana Paula Souza' })).toBe('Ana');
  });
});
