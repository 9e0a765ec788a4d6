import { describe, expect, it } from 'vitest';
import { endFollowsStart, endSlots, startSlots, TIME_SLOTS, withStart } from './time-slots.ts';

describe('scheduling slots', () => {
  it('morning 08:00-12:00 and afternoon 13:00-18:00, hourly', () => {
    expect(TIME_SLOTS.morning).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00']);
    expect(TIME_SLOTS.afternoon).toEqual(['13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
  });

  it('starts leave room for an end; ends follow the start', () => {
    expect(startSlots('morning')).toEqual(['08:00', '09:00', '10:00', '11:00']);
    expect(endSlots('morning', '10:00')).toEqual(['11:00', '12:00']);
    expect(endSlots('afternoon')).toEqual(['14:00', '15:00', '16:00', '17:00', '18:00']);
    expect(endSlots('afternoon', '17:00')).toEqual(['18:00']);
  });

  it('one rule for a range: the end comes after the start', () => {
    expect(endFollowsStart('09:00', '10:00')).toBe(true);
    expect(endFollowsStart('10:00', '10:00')).toBe(false);
    expect(endFollowsStart('11:00', '10:00')).toBe(false);
  });

  it('a new start keeps the chosen end only while it still follows', () => {
    expect(withStart({ start: '08:00', end: '11:00' }, '09:00')).toEqual({ start: '09:00', end: '11:00' });
    expect(withStart({ start: '08:00', end: '11:00' }, '11:00')).toEqual({ start: '11:00', end: '' });
    expect(withStart({ start: '', end: '' }, '10:00')).toEqual({ start: '10:00', end: '' });
  });
});
