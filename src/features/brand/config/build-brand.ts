import { type Brand, loadBrand } from './load.ts';

/** The brand baked into this build (BRAND, default `offices`); read by every page at build time. */
export function buildBrand(): Brand {
  return loadBrand(process.env.BRAND ?? 'offices');
}
