import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type BrandCheck, checkBrand, eventAfterSave } from './brand-check.ts';

const good: BrandCheck = { ok: true, brand: { name: 'Aurora', officeEdition: false } };
const broken = (...problems: string[]): BrandCheck => ({ ok: false, problems });

describe('eventAfterSave', () => {
  it('reloads the sheet after any save of a usable brand, also once errors are fixed', () => {
    expect(eventAfterSave(good, good)).toEqual({ type: 'brand', brand: good.ok && good.brand });
    expect(eventAfterSave(broken('a'), good)).toEqual({ type: 'brand', brand: good.ok && good.brand });
  });

  it('shows errors, and says nothing when a save leaves the same errors', () => {
    expect(eventAfterSave(good, broken('a'))).toEqual({ type: 'errors', problems: ['a'] });
    expect(eventAfterSave(broken('a'), broken('a', 'b'))).toEqual({ type: 'errors', problems: ['a', 'b'] });
    expect(eventAfterSave(broken('a'), broken('a'))).toBeUndefined();
  });
});

describe('checkBrand', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it("reports the build's messages, with file and field", () => {
    root = mkdtempSync(join(tmpdir(), 'brands-'));
    cpSync(join(process.cwd(), 'brands', 'aurora'), join(root, 'aurora'), { recursive: true });
    expect(checkBrand('aurora', root)).toMatchObject({ ok: true, brand: { name: 'Aurora Assessoria' } });
    writeFileSync(join(root, 'aurora', 'brand.json'), '{ "name": ');
    const check = checkBrand('aurora', root);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.problems[0]).toMatch(/aurora\/brand\.json: JSON inválido/);
  });
});
