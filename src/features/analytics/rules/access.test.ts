import { describe, expect, it } from 'vitest';
import { analyticsAccess } from './access.ts';

const banker = { person_type: 0 };
const customer = { person_type: 1 };
const staff = { person_type: 2 };

describe('analytics access (docs/analytics.md#analytics-screen, docs/accounts.md#roles-and-permissions)', () => {
  it.each([
    ['a banker in a store that is not white-label stays', banker, false, 'allowed'],
    ['a visitor goes home', null, false, 'home'],
    ['a customer goes home', customer, false, 'home'],
    ['another person type goes home', staff, false, 'home'],
    ['a banker in a white-label store sees the error screen', banker, true, 'error'],
    ['a visitor in a white-label store sees the error screen', null, true, 'error'],
    ['a customer in a white-label store sees the error screen', customer, true, 'error'],
    ['nobody is sent anywhere before the store has loaded', banker, undefined, null],
    ['not even a visitor', null, undefined, null],
  ] as const)('%s', (_, user, whitelabel, expected) => {
    expect(analyticsAccess({ user, whitelabel })).toBe(expected);
  });
});
