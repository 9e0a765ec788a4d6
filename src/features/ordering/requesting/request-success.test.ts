import { describe, expect, it } from 'vitest';
import { todayIso } from '../rules/request-schedule.ts';
import { successMessage } from './request-success.ts';

describe('success step and scheduling helpers', () => {
  it('says how each product type goes on after the request', () => {
    expect(successMessage('TABLE', 'Seguro de Vida')).toContain('dia e horários que você escolheu');
    expect(successMessage('DEFAULT', 'Consignado')).toContain('a instituição parceira entrará em contato');
    expect(successMessage('REDIRECT', 'Cartão')).toContain('direcionado ao site da instituição parceira');
    expect(successMessage('APP', 'Conta PJ')).toContain('baixe o aplicativo');
    expect(successMessage('APP', 'Conta PJ')).toContain('Conta PJ');
  });

  it('gives today as the date input writes it', () => {
    expect(todayIso(new Date(2030, 7, 9, 23, 30))).toBe('2030-08-09');
  });
});
