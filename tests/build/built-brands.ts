import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Brand, listBrandIds, loadBrand } from '../../src/features/brand/config/load.ts';

/** The build folder (DIST_DIR, as the servers read it). */
export const distDir = process.env.DIST_DIR ?? 'dist';

/** Every brand of brands/ (or E2E_BRANDS), each with its build folder; a brand not built fails its tests. */
export function builtBrands(): { brand: Brand; dist: string }[] {
  const ids = process.env.E2E_BRANDS ? process.env.E2E_BRANDS.split(',') : listBrandIds();
  return ids.map((id) => ({ brand: loadBrand(id), dist: join(distDir, id) }));
}

export const isBuilt = (dist: string) => existsSync(join(dist, 'index.html'));
