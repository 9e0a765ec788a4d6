// @ts-check
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { brandIntegration } from './scripts/astro-brand-integration.ts';
import { demandIntegration } from './scripts/astro-demand-integration.ts';

/** The brand this build bakes in: one static build per brand (`npm run build`). */
const brandId = process.env.BRAND ?? 'offices';

export default defineConfig({
  output: 'static',
  outDir: `${process.env.DIST_DIR ?? './dist'}/${brandId}`,
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  compressHTML: true,
  integrations: [react(), brandIntegration(brandId), demandIntegration()],
  vite: {
    plugins: [tailwindcss()],
    // React's runtime in one file instead of four: each page asks for it once, and it packs smaller.
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
            ],
          },
        },
      },
    },
    server: { proxy: { '/api': 'http://localhost:4322', '/sandbox': 'http://localhost:4322' } },
  },
});
