import { describe, expect, it } from 'vitest';
import { isPhoneDevice } from './request-device.ts';

describe('isPhoneDevice', () => {
  it.each([
    [390, 5, true, true],
    [390, 1, false, true],
    [390, 0, true, true],
    [390, 0, false, false],
    [1280, 5, true, false],
    [639, 2, true, true],
    [640, 2, true, false],
  ])('width %i, touch points %i, coarse %s -> %s', (width, points, coarse, phone) => {
    expect(isPhoneDevice(width, points, coarse)).toBe(phone);
  });
});
