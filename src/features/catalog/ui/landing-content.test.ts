import { describe, expect, it } from 'vitest';
import { HOME_EQUITY_CONDITIONS, monthlyRateLabel } from '../../../core/products/home-equity-conditions.ts';
import { FROM_RATE, LANDING_CONTENT, UP_TO_TERM } from './landing-content.ts';

describe('home equity landing texts (docs/catalog-and-store.md#product-page)', () => {
  it('quote the conditions in the words of the specification', () => {
    expect(UP_TO_TERM).toBe('Até 240x');
    expect(FROM_RATE).toBe('A partir de 1,09% a.m.');
    expect(LANDING_CONTENT['home-equity'].benefits[0]?.text).toBe(
      'Parcelas que cabem no seu orçamento, em até 240 meses.',
    );
  });

  it('say what the home equity conditions are', () => {
    const { maxTermMonths, monthlyRate } = HOME_EQUITY_CONDITIONS;
    expect(UP_TO_TERM).toBe(`Até ${maxTermMonths}x`);
    expect(FROM_RATE).toBe(`A partir de ${monthlyRateLabel(monthlyRate)}`);
    expect(LANDING_CONTENT['home-equity'].benefits[0]?.text).toContain(`em até ${maxTermMonths} meses`);
  });
});
