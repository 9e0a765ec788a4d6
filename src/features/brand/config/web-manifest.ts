import type { Brand } from './load.ts';

/** Touch and install icons drawn from the brand's favicon at build time: file name and size. */
export const BRAND_ICONS = [
  { file: 'apple-touch-icon.png', size: 180 },
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
] as const;

export const MANIFEST_FILE = 'manifest.webmanifest';

/**
 * The brand's web manifest. No start address: a store added to the home screen opens the store it
 * was added from (the manifest's default), not the root, which has no screen.
 */
export function webManifest(brand: Pick<Brand, 'name' | 'colors'>) {
  return {
    name: brand.name,
    short_name: brand.name.length > 12 ? (brand.name.split(/\s+/)[0] ?? brand.name) : brand.name,
    lang: 'pt-BR',
    display: 'standalone',
    theme_color: brand.colors.headerBackground,
    background_color: '#f3f4f6',
    icons: BRAND_ICONS.filter((icon) => icon.file !== 'apple-touch-icon.png').map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
    })),
  };
}
