import { describe, expect, it } from 'vitest';
import { firstLoadJs } from '../../scripts/lib/first-load-js.ts';
import { shellFile, shellNames } from '../../src/routes/route-table.ts';
import { builtBrands, isBuilt } from './built-brands.ts';

/** First-load JavaScript budgets per shell, gzip bytes (README "Budgets"). */
const KB = 1024;
/** Each the largest of the four brands (measured), rounded up, plus 2 KB. */
const BUDGETS: Record<string, number> = {
  index: 0,
  '404': 8 * KB,
  lojabloqueada: 8 * KB,
  'shell/home': 130 * KB,
  'shell/group': 120 * KB,
  'shell/product': 120 * KB,
  'shell/perfil': 113 * KB,
  'shell/qrcode': 108 * KB,
  'shell/learn-more': 109 * KB,
  'shell/consortium': 111 * KB,
  'shell/about-offices': 112 * KB,
  'shell/solicitation': 124 * KB,
  'shell/business-loan': 138 * KB,
  'shell/simulador-consorcio': 135 * KB,
  'shell/family-request': 142 * KB,
  'shell/analytics': 143 * KB,
  'shell/he': 146 * KB,
  'shell/simulador': 153 * KB,
};
/** A shell added later starts from the largest budget above. */
const DEFAULT_BUDGET = 150 * KB;

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

  it('the error and blocked screens hydrate no React island', () => {
    for (const file of ['404.html', 'lojabloqueada/index.html']) {
      expect(firstLoadJs(dist, file).islands, file).toBe(0);
    }
  });
});
