import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const entry = (file: string) => fileURLToPath(new URL(`../src/core/browser/${file}`, import.meta.url));

/** Registers the islands' own hydration moments: `client:paint`, `client:demand` and `client:near`. */
export function clientDirectives(): AstroIntegration {
  return {
    name: 'client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'paint', entrypoint: entry('paint-directive.ts') });
        addClientDirective({ name: 'demand', entrypoint: entry('demand-directive.ts') });
        addClientDirective({ name: 'near', entrypoint: entry('near-directive.ts') });
      },
    },
  };
}
