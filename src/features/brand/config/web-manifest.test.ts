import { describe, expect, it } from 'vitest';
import { webManifest } from './web-manifest.ts';

const colors = {
  primary: '#0f5e5a',
  onPrimary: '#ffffff',
  headerBackground: '#ffffff',
  headerText: '#0f2e2c',
  footerBackground: '#0b3d3a',
  footerText: '#e6f4f2',
};

describe('webManifest', () => {
  it('names the brand, uses its header colour and lists the install icons, with no start address', () => {
    const manifest = webManifest({ name: 'Escritórios Conecta', colors });
    expect(manifest).toMatchObject({ name: 'Escritórios Conecta', short_name: 'Escritórios', lang: 'pt-BR' });
    expect(manifest.theme_color).toBe('#ffffff');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512']);
    expect(manifest).not.toHaveProperty('start_url');
  });

  it('keeps a short name whole', () => {
    expect(webManifest({ name: 'Aurora', colors }).short_name).toBe('Aurora');
  });
});
