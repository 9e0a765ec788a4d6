import { describe, expect, it } from 'vitest';
import type { ReviewScreen } from './screen-types.ts';
import { addressOf, REVIEW_SCREENS, stepsOf } from './screens.ts';
import { SETUPS } from './setups.ts';

const screen: ReviewScreen = {
  id: 'example',
  title: 'Exemplo',
  path: '/pb/{pb}?q={token}',
  visitor: 'visitor',
  steps: [
    { click: { role: 'button', name: 'Abrir menu' }, only: 'phone' },
    { fill: { label: 'E-mail', value: '{email}' } },
    { fill: { label: 'Nome', value: 'Marina {unknown}' } },
  ],
  ready: { text: 'Pronto' },
};

describe('the review list', () => {
  it('fills what a setup made into the address and into what the steps type', () => {
    const values = { token: 'abc', email: 'convite.x@exemplo.com.br' };
    expect(addressOf(screen, values)).toBe('/pb/ana-souza?q=abc');
    expect(stepsOf(screen, 'desktop', values)).toEqual([
      { fill: { label: 'E-mail', value: 'convite.x@exemplo.com.br' } },
      { fill: { label: 'Nome', value: 'Marina {unknown}' } },
    ]);
    expect(stepsOf(screen, 'phone', values)).toHaveLength(3);
  });

  it('names only setups that exist, and only what its setup makes', () => {
    for (const entry of REVIEW_SCREENS) {
      if (entry.setup) expect(Object.keys(SETUPS)).toContain(entry.setup);
      // A new customer is the account its setup made: a screen without one has nobody to log in.
      if (entry.visitor === 'new-customer') expect(entry.setup, entry.id).toBeDefined();
      // The clock stops before the last step: a transient screen has one.
      if (entry.transient) expect(entry.steps?.length, entry.id).toBeGreaterThan(0);
    }
  });

  it('gives every screen an id of its own', () => {
    const ids = REVIEW_SCREENS.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
