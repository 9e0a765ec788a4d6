import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryEnv, type StorageEnv, setStorageEnv } from '../../core/storage/storage-env.ts';
import { funnelSourceField, rememberVisitSource, visitSourceOf } from './landing-source.ts';

describe("the source of the tab's visit", () => {
  let env: StorageEnv;
  beforeEach(() => {
    env = memoryEnv();
    setStorageEnv(env);
  });
  afterEach(() => setStorageEnv(null));

  it('follows the store the tab landed on, and nothing else', () => {
    expect(funnelSourceField('ana-souza')).toEqual({});
    rememberVisitSource('Ana-Souza', 'qr');
    expect(visitSourceOf('ana-souza')).toBe('qr');
    expect(funnelSourceField('ANA-SOUZA')).toEqual({ funnel_source: 'qr' });
    expect(visitSourceOf('carlos-lima')).toBeUndefined();
    expect(visitSourceOf(undefined)).toBeUndefined();
    // The store and the source only, under the session table's name.
    expect(env.session.getItem('visitSource')).toBe('{"pb":"ana-souza","source":"qr"}');
  });

  it('is replaced by a later visit from elsewhere, and reads a stored text of another shape as none', () => {
    rememberVisitSource('ana-souza', 'qr');
    rememberVisitSource('carlos-lima', 'campanha:natal');
    expect(visitSourceOf('ana-souza')).toBeUndefined();
    expect(visitSourceOf('carlos-lima')).toBe('campanha:natal');
    env.session.setItem('visitSource', '{"pb":"carlos-lima"}');
    expect(visitSourceOf('carlos-lima')).toBeUndefined();
  });
});
