import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withDirectImports } from './public-module-imports.ts';

const importer = resolve('src/features/catalog/product/Example.tsx');

describe('imports of a public module, made direct for the bundler', () => {
  it('imports each name from the module that declares it, keeping types, renames and the line count', () => {
    const code = [
      "import { useState } from 'react';",
      'import {',
      '  openOrder as open,',
      '  RequestButton,',
      "} from '../../ordering/index.ts';",
      "import { isFinal, type RequestStatus as Status } from '../../requests/index.ts';",
      'open();',
    ].join('\n');
    const out = withDirectImports(code, importer) as string;
    expect(out).toContain("import { useState } from 'react';");
    expect(out).toContain(
      "import { openOrder as open } from '../../ordering/stores/order.ts'; import { RequestButton } from '../../ordering/islands/RequestButton.tsx';",
    );
    expect(out).toContain(
      "import { isFinal, type RequestStatus as Status } from '../../requests/rules/request-status.ts';",
    );
    expect(out).not.toContain('index.ts');
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
    expect(out.split('\n').at(-1)).toBe('open();');
  });

  it('rewrites a module that re-exports from a public module', () => {
    const out = withDirectImports("export { openOrder } from '../../ordering/index.ts';", importer);
    expect(out).toBe("export { openOrder } from '../../ordering/stores/order.ts';");
  });

  it('leaves an import alone when a name is not a re-export of the public module', () => {
    const code = "import { openOrder, notThere } from '../../ordering/index.ts';";
    expect(withDirectImports(code, importer)).toBeNull();
  });

  it('leaves imports of other modules alone', () => {
    expect(withDirectImports("import { a } from './index.ts';", importer)).toBeNull();
    expect(withDirectImports("import { a } from '../../../core/ui/index.ts';", importer)).toBeNull();
  });
});
