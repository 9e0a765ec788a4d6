import { describe, expect, it } from 'vitest';
import {
  ageText,
  brasiliaInstant,
  formatCents,
  formatMonth,
  lateCount,
  serviceLevelText,
} from './desk-view.ts';

describe('the desk view', () => {
  it('states the age since the last change', () => {
    const now = new Date('2026-12-02T12:00:00Z');
    expect(ageText('2026-12-02T11:30:00Z', now)).toBe('agora');
    expect(ageText('2026-12-02T07:00:00Z', now)).toBe('há 5 h');
    expect(ageText('2026-12-01T12:00:00Z', now)).toBe('há 1 dia');
    expect(ageText('2026-11-20T11:00:00Z', now)).toBe('há 12 dias');
    expect(ageText('not a date', now)).toBe('agora');
  });

  it('writes centavos as reais and service levels in business days', () => {
    expect(formatCents(1_851_900).replace(/\s/g, ' ')).toBe('R$ 18.519,00');
    expect(formatCents(15).replace(/\s/g, ' ')).toBe('R$ 0,15');
    expect(serviceLevelText(1)).toBe('prazo de 1 dia útil');
    expect(serviceLevelText(3)).toBe('prazo de 3 dias úteis');
    expect(serviceLevelText(null)).toBe('');
    expect(formatMonth('2026-11')).toBe('11/2026');
  });

  it('reads a reminder typed on the banker clock as Brasília time, and counts the late requests', () => {
    expect(brasiliaInstant('2026-12-03T09:00')).toBe('2026-12-03T09:00:00-03:00');
    expect(new Date(brasiliaInstant('2026-12-03T09:00') ?? '').toISOString()).toBe(
      '2026-12-03T12:00:00.000Z',
    );
    expect(brasiliaInstant('')).toBeNull();
    expect(lateCount([{ late: 2 }, { late: 0 }, { late: 3 }])).toBe(5);
  });
});
