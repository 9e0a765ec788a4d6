import { BrandError, loadBrand } from '../../src/features/brand/config/load.ts';

/** What the sheet needs of a brand that loads: its name, and which screens it has. */
export interface SheetBrand {
  name: string;
  officeEdition: boolean;
}

/** A brand folder as it reads now: usable, or the build's problems with it (pt-BR, file and field). */
export type BrandCheck = { ok: true; brand: SheetBrand } | { ok: false; problems: string[] };

/** What the sheet is told after a save. */
export type SheetEvent = { type: 'brand'; brand: SheetBrand } | { type: 'errors'; problems: string[] };

export function checkBrand(brandId: string, root?: string): BrandCheck {
  try {
    const brand = loadBrand(brandId, root);
    return { ok: true, brand: { name: brand.name, officeEdition: brand.officeEdition } };
  } catch (error) {
    return { ok: false, problems: error instanceof BrandError ? error.problems : [String(error)] };
  }
}

/**
 * What a save means for the sheet: a usable brand reloads it (any file may have changed any
 * screen); errors are shown, the frames keep the last good brand. The same errors again say nothing new.
 */
export function eventAfterSave(before: BrandCheck, after: BrandCheck): SheetEvent | undefined {
  if (after.ok) return { type: 'brand', brand: after.brand };
  if (!before.ok && before.problems.join('\n') === after.problems.join('\n')) return undefined;
  return { type: 'errors', problems: after.problems };
}
