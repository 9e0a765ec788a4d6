import { afterEach, describe, expect, it } from 'vitest';
import { memoryEnv, storageEnv } from '../storage/storage-env.ts';
import { env } from './environment.ts';
import { useEnvironment } from './test-helpers.ts';

let undo = () => {};
afterEach(() => undo());

describe('useEnvironment', () => {
  it('replaces the parts given, keeps the others, and the undo restores them all', () => {
    const before = env();
    const beforeStorage = storageEnv();
    const visited: string[] = [];
    const storage = memoryEnv();
    undo = useEnvironment({
      page: { navigate: (path) => void visited.push(path), now: () => new Date('2026-06-15T12:00:00Z') },
      storage,
    });
    env().navigate('/pb/ana-souza');
    expect(visited).toEqual(['/pb/ana-souza']);
    expect(env().now().toISOString()).toBe('2026-06-15T12:00:00.000Z');
    expect(env().wait).toBe(before.wait);
    expect(storageEnv()).toBe(storage);
    undo();
    undo = () => {};
    expect(env()).toBe(before);
    expect(storageEnv()).toBe(beforeStorage);
  });
});
