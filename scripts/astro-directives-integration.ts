import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:demand` (src/scripts/demand-directive.ts). */
export function demandIntegration(): AstroIntegration {
  return {
    name: 'demand-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'demand',
          entrypoint: fileURLToPath(new URL('../src/scripts/demand-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
