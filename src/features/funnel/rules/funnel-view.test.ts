import { describe, expect, it } from 'vitest';
import { barWidth, conversionText, sourceChoices, sourceLabel, sourceRows } from './funnel-view.ts';

describe('the funnel as the banker reads it', () => {
  it('gives the conversion between two steps in pt-BR, and a dash when the first had none', () => {
    expect(conversionText(40, 17)).toBe('42,5%');
    expect(conversionText(3, 1)).toBe('33,3%');
    expect(conversionText(0, 0)).toBe('—');
  });

  it('draws each bar against the largest step, a sliver at least when it counted', () => {
    expect(barWidth(50, 200)).toBe(25);
    expect(barWidth(1, 1000)).toBe(2);
    expect(barWidth(0, 10)).toBe(0);
  });

  it('names the sources', () => {
    expect(sourceLabel('qr')).toBe('QR code');
    expect(sourceLabel('link')).toBe('Link');
    expect(sourceLabel('campanha:natal-2026')).toBe('Campanha natal-2026');
    expect(sourceLabel('')).toBe('Sem origem conhecida');
  });

  it('lists the known sources as choices and every source as a row, what came without one last', () => {
    const counts = { visit: 2, simulation: 1, offers: 0, request: 1, approved: 0, contracted: 0 };
    const funnel = {
      from: '2026-11-01',
      to: '2026-11-30',
      counts,
      families: [],
      sources: [
        { source: 'qr', counts },
        { source: '', counts },
      ],
    };
    expect(sourceChoices(funnel.sources)).toEqual([{ value: 'qr', name: 'QR code' }]);
    expect(sourceRows(funnel).map(({ key, name }) => [key, name])).toEqual([
      ['qr', 'QR code'],
      ['', 'Sem origem conhecida'],
    ]);
  });
});
