import { join } from 'node:path';
import { firstLoadJs } from '../scripts/lib/first-load-js.ts';
import { shellFile, shellNames } from '../src/routes/route-table.ts';
import { expect, test } from './fixtures.ts';

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
  'shell/he': 143 * KB,
  'shell/simulador': 150 * KB,
};
/** A shell added later starts from the largest budget above. */
const DEFAULT_BUDGET = 150 * KB;

test.describe('byte budgets of the built shells', () => {
  for (const shell of shellNames()) {
    test(`${shell} stays within its first-load JavaScript budget`, async ({ brand }) => {
      if (shell === 'shell/about-offices' && !brand.officeEdition) return;
      const dist = join(process.env.DIST_DIR ?? 'dist', brand.id);
      const { bytes, files } = firstLoadJs(dist, shellFile(shell));
      const budget = BUDGETS[shell] ?? DEFAULT_BUDGET;
      expect(bytes, `${shell} loads ${files.join(', ')}`).toBeLessThanOrEqual(budget);
    });
  }

  test('the error and blocked screens hydrate no React island', async ({ brand }) => {
    for (const file of ['404.html', 'lojabloqueada/index.html']) {
      expect(firstLoadJs(join(process.env.DIST_DIR ?? 'dist', brand.id), file).islands).toBe(0);
    }
  });
});
