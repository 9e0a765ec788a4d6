import { describe, expect, it } from 'vitest';
import { contrastRatio, FOCUS_RING_CONTRAST, focusRingColour, formatRatio, isHexColour } from './contrast.ts';

describe('contrastRatio (WCAG 2.x)', () => {
  it('gives 21:1 for black on white, in either order and notation', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
  });

  it('gives 1:1 for a colour on itself', () => {
    expect(contrastRatio('#3730a3', '#3730A3')).toBe(1);
  });

  it('matches the known values around the AA threshold', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('matches WCAG values for saturated colours', () => {
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4.0, 1);
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
  });

  it('refuses what is not a hex colour', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow(/not a hex colour/);
    expect(isHexColour('#12345')).toBe(false);
    expect(isHexColour('#abc')).toBe(true);
  });
});

describe('formatRatio', () => {
  it('truncates, so a failing ratio never reads as the threshold', () => {
    expect(formatRatio(4.478)).toBe('4,47:1');
    expect(formatRatio(4.5)).toBe('4,5:1');
    expect(formatRatio(21)).toBe('21:1');
  });
});

describe('focusRingColour', () => {
  it('takes the brand colour where it stands out from the header, else the header text', () => {
    expect(focusRingColour({ primary: '#0f5e5a', headerBackground: '#ffffff', headerText: '#0f2e2c' })).toBe(
      '#0f5e5a',
    );
    const dark = { primary: '#b4420f', headerBackground: '#102a43', headerText: '#ffffff' };
    expect(contrastRatio(dark.primary, dark.headerBackground)).toBeLessThan(FOCUS_RING_CONTRAST);
    expect(focusRingColour(dark)).toBe('#ffffff');
  });
});
