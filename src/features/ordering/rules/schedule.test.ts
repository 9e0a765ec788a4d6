import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors, issuesByField, isValid, validate } from '../../../core/validation/index.ts';
import { todayIso } from './request-schedule.ts';
import { earliestBrazilianToday, schedulingSchema } from './schedule.ts';
import { TIME_SLOTS } from './time-slots.ts';

const MORNING = 'Escolha um horário entre 08:00 e 12:00.';
const schema = schedulingSchema({ today: () => '2026-06-15' });
const ok = {
  date: '2026-06-20',
  morning: { start: '08:00', end: '10:00' },
  afternoon: { start: '13:00', end: '18:00' },
};

describe('scheduling', () => {
  it('slots are hourly, morning 08:00-12:00 and afternoon 13:00-18:00', () => {
    expect(TIME_SLOTS.morning).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00']);
    expect(TIME_SLOTS.afternoon).toEqual(['13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
  });

  it('requires the date and both ranges', () => {
    expect(isValid(schema, ok)).toBe(true);
    expect(fieldErrors(schema, { date: '' })).toEqual({
      date: 'Campo obrigatório.',
      morning: 'Campo obrigatório.',
      afternoon: 'Campo obrigatório.',
    });
    expect(fieldErrors(schema, { ...ok, morning: { start: '', end: '10:00' } })).toEqual({
      'morning.start': 'Campo obrigatório.',
    });
  });

  it.each([
    ['2026-06-15', null],
    ['15/06/2026', null],
    ['2026-06-14', 'A data não pode ser anterior a hoje.'],
    ['14/06/2026', 'A data não pode ser anterior a hoje.'],
    ['2026-02-30', 'Data inválida.'],
    ['x', 'Data inválida.'],
  ])('date %j -> %s', (date, message) => {
    expect(fieldErrors(schema, { ...ok, date }).date ?? null).toBe(message);
  });

  it.each([
    [{ start: '08:00', end: '12:00' }, {}],
    [{ start: '11:00', end: '12:00' }, {}],
    [
      { start: '23:00', end: '01:00' },
      { 'morning.start': MORNING, 'morning.end': MORNING },
    ],
    [{ start: '07:00', end: '09:00' }, { 'morning.start': 'Escolha um horário entre 08:00 e 12:00.' }],
    [{ start: '08:30', end: '09:00' }, { 'morning.start': 'Escolha um horário entre 08:00 e 12:00.' }],
    [
      { start: '13:00', end: '14:00' },
      { 'morning.start': MORNING, 'morning.end': MORNING },
    ],
    [
      { start: 'x', end: 'y' },
      { 'morning.start': 'Horário inválido.', 'morning.end': 'Horário inválido.' },
    ],
    [{ start: '10:00', end: '09:00' }, { 'morning.end': 'O horário final precisa ser depois do inicial.' }],
    [{ start: '10:00', end: '10:00' }, { 'morning.end': 'O horário final precisa ser depois do inicial.' }],
  ])('morning %j -> %j', (morning, errors) => {
    expect(fieldErrors(schema, { ...ok, morning })).toEqual(errors);
  });

  it('the afternoon runs from 13:00 to 18:00', () => {
    expect(fieldErrors(schema, { ...ok, afternoon: { start: '12:00', end: '19:00' } })).toEqual({
      'afternoon.start': 'Escolha um horário entre 13:00 e 18:00.',
      'afternoon.end': 'Escolha um horário entre 13:00 e 18:00.',
    });
  });

  it('gives the services their 400 body shape', () => {
    const bad = { ...ok, afternoon: { start: '25:00', end: '' } };
    expect(validate(schema, bad)).toEqual({
      ok: false,
      errors: { 'afternoon.start': ['Horário inválido.'], 'afternoon.end': ['Campo obrigatório.'] },
    });
    // Without stopping at the first problem, every failed rule of a field is listed.
    const all = v.safeParse(schema, bad);
    expect(all.success ? {} : issuesByField(all.issues)['afternoon.end']).toEqual([
      'Campo obrigatório.',
      'Horário inválido.',
      'Escolha um horário entre 13:00 e 18:00.',
      'O horário final precisa ser depois do inicial.',
    ]);
  });

  it('takes a date up to a year ahead, not the year 9999', () => {
    const schema = schedulingSchema({ today: () => '2026-06-20' });
    expect(isValid(schema, { ...ok, date: '20/06/2027' })).toBe(true);
    expect(validate(schema, { ...ok, date: '21/06/2027' })).toEqual({
      ok: false,
      errors: { date: ['A data precisa estar dentro dos próximos 12 meses.'] },
    });
    expect(isValid(schema, { ...ok, date: '31/12/9999' })).toBe(false);
  });

  it('reads "today" when validating, by default the local date', () => {
    let today = '2026-06-20';
    const moving = schedulingSchema({ today: () => today });
    expect(isValid(moving, ok)).toBe(true);
    today = '2026-06-21';
    expect(isValid(moving, ok)).toBe(false);
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it("the services' today is the date in Acre (UTC-5), the last Brazilian day to end", () => {
    expect(earliestBrazilianToday(new Date('2026-06-15T04:59:00Z'))).toBe('2026-06-14');
    expect(earliestBrazilianToday(new Date('2026-06-15T05:00:00Z'))).toBe('2026-06-15');
    expect(earliestBrazilianToday(new Date('2026-06-15T23:59:00Z'))).toBe('2026-06-15');
  });
});
