// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyOrderForm } from '../rules/order-form.ts';
import { todayIso } from '../rules/request-schedule.ts';
import { $orderForm } from '../stores/order.ts';
import { SchedulingForm } from './SchedulingForm.tsx';

// The slots and the schedule's rules are src/features/ordering/rules/time-slots.test.ts's and the schedule
// schema's; here the step's lists, how a start trims its end, and the locked 'Continuar'.

const period = (name: 'Manhã' | 'Tarde') => within(screen.getByRole('group', { name }));
const options = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.text);
const choose = (select: HTMLElement, value: string) => fireEvent.change(select, { target: { value } });

/** A contact date a month from today, which the schedule accepts whenever this runs. */
const DATE = todayIso(new Date(Date.now() + 30 * 86_400_000));

beforeEach(() => {
  $orderForm.set(emptyOrderForm());
  render(<SchedulingForm />);
});
afterEach(cleanup);

describe("'Agendamento de contato'", () => {
  it('offers the morning and afternoon slots, a start trimming the ends that can follow it', () => {
    expect(options(period('Manhã').getByLabelText('Das'))).toEqual([
      'Selecione',
      '08:00',
      '09:00',
      '10:00',
      '11:00',
    ]);
    expect(options(period('Manhã').getByLabelText('Até'))).toEqual([
      'Selecione',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
    ]);
    expect(options(period('Tarde').getByLabelText('Até'))).toEqual([
      'Selecione',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
    ]);
    choose(period('Tarde').getByLabelText('Das'), '15:00');
    expect(options(period('Tarde').getByLabelText('Até'))).toEqual(['Selecione', '16:00', '17:00', '18:00']);
    // A later start drops an end that no longer follows it.
    choose(period('Manhã').getByLabelText('Das'), '08:00');
    choose(period('Manhã').getByLabelText('Até'), '09:00');
    choose(period('Manhã').getByLabelText('Das'), '10:00');
    expect((period('Manhã').getByLabelText('Até') as HTMLSelectElement).value).toBe('');
    expect($orderForm.get().morning).toEqual({ start: '10:00', end: '' });
  });

  it("keeps 'Continuar' disabled until the date and both ranges are given; the date starts today", () => {
    const next = screen.getByRole('button', { name: 'Continuar' }) as HTMLButtonElement;
    const date = screen.getByLabelText('Data') as HTMLInputElement;
    expect(date.min).toBe(todayIso());
    expect(next.disabled).toBe(true);
    fireEvent.change(date, { target: { value: DATE } });
    choose(period('Manhã').getByLabelText('Das'), '08:00');
    choose(period('Manhã').getByLabelText('Até'), '10:00');
    choose(period('Tarde').getByLabelText('Das'), '13:00');
    expect(next.disabled).toBe(true);
    choose(period('Tarde').getByLabelText('Até'), '18:00');
    expect(next.disabled).toBe(false);
    expect($orderForm.get()).toMatchObject({
      date: DATE,
      morning: { start: '08:00', end: '10:00' },
      afternoon: { start: '13:00', end: '18:00' },
    });
  });
});
