import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadJs } from '../../scripts/lib/first-load-js.ts';
import { shellFile, shellNames } from '../../src/core/routes/route-table.ts';
import { builtBrands, isBuilt } from './built-brands.ts';

/** First-load JavaScript budgets per shell, gzip bytes (docs/testing.md, the build output checks). */
const KB = 1024;
/**
 * Each the largest of the four brands (measured), rounded up, plus 2 KB; the first screens of a
 * store (home, family, product) at their goal of 90 KB. First load: islands that wait to be
 * scrolled near (`client:visible`, `client:near`) or asked for (`client:demand`) are not counted
 * (scripts/lib/first-load-js.ts).
 */
const BUDGETS: Record<string, number> = {
  index: 0,
  '404': 8 * KB,
  lojabloqueada: 8 * KB,
  'shell/home': 90 * KB,
  'shell/group': 89 * KB,
  'shell/product': 90 * KB,
  'shell/perfil': 93 * KB,
  'shell/qrcode': 88 * KB,
  'shell/learn-more': 89 * KB,
  'shell/consortium': 90 * KB,
  'shell/about-offices': 88 * KB,
  'shell/solicitation': 113 * KB,
  'shell/business-loan': 124 * KB,
  'shell/simulador-consorcio': 105 * KB,
  'shell/family-request': 126 * KB,
  'shell/analytics': 128 * KB,
  'shell/he': 129 * KB,
  'shell/simulador': 116 * KB,
  'shell/minhas-solicitacoes': 98 * KB,
  // 117: the desk's validators (iso dates) share the validation chunk the offers form loads.
  'shell/ofertas': 117 * KB,
};
/** A shell added later starts from the largest budget above. */
const DEFAULT_BUDGET = 129 * KB;

describe.each(builtBrands())('byte budgets of the built shells of $brand.id', ({ brand, dist }) => {
  it('is built', () => expect(isBuilt(dist), `${dist}: run npm run build`).toBe(true));

  it.each(shellNames().filter((shell) => shell !== 'shell/about-offices' || brand.officeEdition))(
    '%s stays within its first-load JavaScript budget',
    (shell) => {
      const { bytes, files } = firstLoadJs(dist, shellFile(shell));
      expect(bytes, `${shell} loads ${files.join(', ')}`).toBeLessThanOrEqual(
        BUDGETS[shell] ?? DEFAULT_BUDGET,
      );
    },
  );

  it('the home loads its first screen only: the islands below the fold and on demand wait', () => {
    const html = readFileSync(join(dist, shellFile('shell/home')), 'utf8');
    const directive = (name: string) =>
      new RegExp(`<astro-island[^>]*component-url="[^"]*/${name}\\.[^"]*"[^>]*\\sclient="([^"]+)"`).exec(
        html,
      )?.[1];
    expect(directive('AboutSection')).toBe('visible');
    for (const name of ['PartnersCarousel', 'ProductList']) expect(directive(name), name).toBe('near');
    for (const name of ['ModalHost', 'AuthMenu']) expect(directive(name), name).toBe('demand');
    const { files } = firstLoadJs(dist, shellFile('shell/home'));
    expect(files.filter((f) => /ModalHost|AuthMenu|ProductList|PartnersCarousel/.test(f))).toEqual([]);
  });

  it('the first screens of home, family, product and the simulators ship no schema library', () => {
    for (const shell of [
      'shell/home',
      'shell/group',
      'shell/product',
      'shell/simulador',
      'shell/simulador-consorcio',
    ]) {
      const { files } = firstLoadJs(dist, shellFile(shell));
      // Every valibot schema object says what it is, as minified code still writes it.
      const withSchemas = files.filter((f) =>
        /kind:[`"']schema[`"']/.test(readFileSync(join(dist, f), 'utf8')),
      );
      expect(withSchemas, shell).toEqual([]);
    }
  });

  it('the error and blocked screens hydrate no React island and load no React', () => {
    for (const file of ['404.html', 'lojabloqueada/index.html']) {
      const { islands, files } = firstLoadJs(dist, file);
      expect(islands, file).toBe(0);
      // React's element type, written in every build of its runtime.
      const withReact = files.filter((f) =>
        readFileSync(join(dist, f), 'utf8').includes('react.transitional.element'),
      );
      expect(withReact, file).toEqual([]);
    }
  });
});
