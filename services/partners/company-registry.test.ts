import { describe, expect, it } from 'vitest';
import { sandboxCompanyRegistry } from './company-registry.ts';
import { PartnerUnavailableError } from './failure-switch.ts';

describe('sandbox company registry', () => {
  it('names a known company, with or without the mask', async () => {
    const registry = sandboxCompanyRegistry();
    const found = await registry.lookup('11.222.333/0001-81');
    expect(found).toMatchObject({ kind: 'found', company: { name: 'Padaria Pão Quente Ltda' } });
  });

  it('rejects wrong check digits and all-equal numbers', async () => {
    const registry = sandboxCompanyRegistry();
    expect(await registry.lookup('11222333000182')).toEqual({ kind: 'invalid' });
    expect(await registry.lookup('11111111111111')).toEqual({ kind: 'invalid' });
    expect(await registry.lookup('123')).toEqual({ kind: 'invalid' });
  });

  it('does not invent a name for a valid number it does not know', async () => {
    expect(await sandboxCompanyRegistry().lookup('19131243000197')).toEqual({ kind: 'unknown' });
  });

  it('can be made unavailable for a number of calls, then recovers', async () => {
    const registry = sandboxCompanyRegistry();
    registry.failure.failTimes(2);
    await expect(registry.lookup('11222333000181')).rejects.toBeInstanceOf(PartnerUnavailableError);
    await expect(registry.lookup('11222333000181')).rejects.toBeInstanceOf(PartnerUnavailableError);
    expect((await registry.lookup('11222333000181')).kind).toBe('found');
    registry.failure.failAlways();
    await expect(registry.lookup('11222333000181')).rejects.toThrow('unavailable');
    registry.failure.restore();
    expect((await registry.lookup('11222333000181')).kind).toBe('found');
  });
});
