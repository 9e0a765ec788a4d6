import { describe, expect, it } from 'vitest';
import { cityLabel, contactHref, profileContacts, whatsappHref, whatsappOf } from './banker-profile.ts';
import { timeAsBanker } from './banker-time.ts';

describe('city (docs/catalog-and-store.md#banker-profile, docs/validation-and-errors.md#error-catalogue)', () => {
  it('shows city and state', () => {
    expect(cityLabel({ city: { name: 'Porto Alegre' }, state: { slug: 'RS' } })).toBe('Porto Alegre - RS');
  });
  it("says 'Cidade não definida.' when missing", () => {
    expect(cityLabel({ city: null, state: { slug: 'RS' } })).toBe('Cidade não definida.');
    expect(cityLabel(null)).toBe('Cidade não definida.');
    expect(cityLabel({ city: { name: ' ' }, state: null })).toBe('Cidade não definida.');
  });
});

describe('time as banker', () => {
  const now = new Date('2026-06-20T12:00:00Z');
  it.each([
    ['2016-05-02', '10 anos e 1 mês'],
    ['2025-06-20', '1 ano'],
    ['2026-01-10', '5 meses'],
    ['2026-06-10', 'Menos de 1 mês'],
    ['2024-03-20', '2 anos e 3 meses'],
  ])('since %s: %s', (since, label) => {
    expect(timeAsBanker(since, now)).toBe(label);
  });
  it('is empty without a date', () => {
    expect(timeAsBanker(null, now)).toBeNull();
  });
});

describe('contacts', () => {
  it('links each type', () => {
    expect(whatsappHref('(51) 99876-5432')).toBe('https://wa.me/5551998765432');
    expect(contactHref(2, 'anasouza.pb')).toBe('https://www.facebook.com/anasouza.pb');
    expect(contactHref(3, '@anasouza.pb')).toBe('https://www.instagram.com/anasouza.pb');
    expect(contactHref(4, 'in/ana-souza-pb')).toBe('https://www.linkedin.com/in/ana-souza-pb');
    expect(contactHref(9, 'x')).toBeNull();
  });
  it('orders known contacts by type and drops unknown ones', () => {
    const list = profileContacts([
      { value: '@a', contact_type: { id: 3 } },
      { value: '(51) 99876-5432', contact_type: { id: 1 } },
      { value: 'x', contact_type: { id: 7 } },
    ]);
    expect(list.map((c) => c.label)).toEqual(['WhatsApp', 'Instagram']);
  });
  it('finds the WhatsApp number, else the principal contact', () => {
    expect(
      whatsappOf({ principal_contact: '(11) 1', contacts: [{ value: '(51) 2', contact_type: { id: 1 } }] }),
    ).toBe('(51) 2');
    expect(whatsappOf({ principal_contact: '(11) 1', contacts: [] })).toBe('(11) 1');
  });
});
