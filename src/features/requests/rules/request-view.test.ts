import { describe, expect, it } from 'vitest';
import { authorName, formatMoment } from './request-view.ts';

describe('timeline wording', () => {
  const request = {
    banker: { full_name: 'Ana Souza' },
    customer: { full_name: 'João Silva' },
    institution: null,
  };

  it('names each author from the viewer side', () => {
    expect(authorName('banker', request, 'customer')).toBe('Ana Souza');
    expect(authorName('banker', request, 'banker')).toBe('Você');
    expect(authorName('customer', request, 'banker')).toBe('João Silva');
    expect(authorName('customer', request, 'customer')).toBe('Você');
    expect(authorName('institution', { ...request, institution: 'Banco Aurora' }, 'customer')).toBe(
      'Banco Aurora',
    );
    expect(authorName('institution', request, 'customer')).toBe('Instituição parceira');
  });

  it('writes moments in pt-BR and nothing for an unreadable one', () => {
    expect(formatMoment('2026-11-25T14:05:00')).toBe('25/11/2026 às 14:05');
    expect(formatMoment('nunca')).toBe('');
  });
});
