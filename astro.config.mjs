// @ts-check
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { brandIntegration } from './scripts/astro-brand-integration.ts';
import { clientDirectives } from './scripts/astro-directives-integration.ts';
import { CHUNK_GROUPS, entrySignaturesForGroups, preloadsWithoutFirstLoad } from './scripts/chunk-groups.ts';

/** The brand this build bakes in: one static build per brand (`npm run build`). */
const brandId = process.env.BRAND ?? 'offices';

export default defineConfig({
  output: 'static',
  outDir: `${process.env.DIST_DIR ?? './dist'}/${brandId}`,
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  compressHTML: true,
  integrations: [react(), brandIntegration(brandId), clientDirectives()],
  vite: {
    plugins: [tailwindcss(), entrySignaturesForGroups(), preloadsWithoutFirstLoad()],
    // React's runtime, every page's scripts, every store page's first screen and each page's own code in one file each (scripts/chunk-groups.ts).
    environments: {
      client: { build: { rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } } } },
    },
    server: { proxy: { '/api': 'http://localhost:4322', '/sandbox': 'http://localhost:4322' } },
  },
});
